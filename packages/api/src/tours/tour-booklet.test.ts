import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { tourFromDocument } from './tour-catalogue';
import { bookletFromData, printable, renderBookletPdf } from './tour-booklet';
import { createTourRouter } from './tour-router';
import { confirmationMail } from './tour-mail';
import type { TourService } from './tour-service';

const corpus = path.resolve(__dirname, '../../../cms/corpus/documents/tour');
const tourDoc = (uid: string) =>
  JSON.parse(fs.readFileSync(path.join(corpus, `${uid}.json`), 'utf8')) as {
    id: string;
    uid: string;
    data: Record<string, unknown>;
  };
/** The lines of text of an uncompressed PDF: pdfkit writes each as hex runs in one TJ array. */
const textLines = (pdf: Buffer): string[] =>
  [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)].map((m) =>
    [...m[1]!.matchAll(/<([0-9a-f]*)>/g)]
      .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
      .join(''),
  );

describe('the tour booklet', () => {
  it('is read from every tour in the content: itinerary, hotels for each night, what to bring', () => {
    for (const file of fs.readdirSync(corpus)) {
      const doc = tourDoc(file.replace(/\.json$/, ''));
      const booklet = bookletFromData(doc.data);
      expect(booklet).not.toBeNull();
      const nights = booklet!.hotels.reduce((n, h) => n + h.nights, 0);
      expect([file, nights]).toEqual([file, booklet!.days.length - 1]);
      expect(booklet!.bring.length).toBeGreaterThan(3);
      expect(booklet!.pre?.days.length).toBeGreaterThan(0);
      const tour = tourFromDocument(doc);
      expect(tour).toMatchObject({ bookletUrl: `/api/tours/${doc.uid}/booklet.pdf` });
    }
  });

  it('prints the tour text into a real PDF', async () => {
    const booklet = bookletFromData(tourDoc('reformation-europe').data)!;
    const pdf = await renderBookletPdf('Reformation Europe', '2026-09-06', booklet, {
      compress: false,
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    const body = pdf.toString('latin1');
    expect((body.match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(1);
    const lines = textLines(pdf);
    for (const text of [
      'Reformation Europe',
      'Where you stay',
      'Wittenberg, 1 night',
      'What to bring',
      'Before the tour: Paris and the Huguenots (from 2026-09-03)',
      'Day 9: Prague',
    ])
      expect([text, lines.includes(text)]).toEqual([text, true]);
    expect(lines.some((l) => l.startsWith('Shoes with grip'))).toBe(true);
  });

  it('keeps accented letters the built-in fonts have and strips the rest', () => {
    expect(printable('Zürich – Tábor’s Betlémská kaple ě')).toBe(
      'Zürich – Tábor’s Betlémská kaple e',
    );
  });

  it('is served as a PDF for a known tour and a 404 otherwise', async () => {
    const doc = tourDoc('waldensian-valleys');
    const info = tourFromDocument(doc);
    const service = {
      tourInfo: async (uid: string) => (uid === doc.uid ? info : null),
    } as unknown as TourService;
    const app = express().use('/api', createTourRouter(service));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/tours`;
    try {
      const res = await fetch(`${base}/waldensian-valleys/booklet.pdf`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(
        'inline; filename="waldensian-valleys-booklet.pdf"',
      );
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      expect((await fetch(`${base}/atlantis/booklet.pdf`)).status).toBe(404);
      expect((await fetch(`${base}/..%2Fetc/booklet.pdf`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the booking mail', () => {
  it('says what the booklet link is', () => {
    const mail = confirmationMail({
      reference: 'HF-1',
      contactName: 'Ada',
      email: 'ada@example.org',
      tourTitle: 'Reformation Europe',
      startsOn: '2026-09-06',
      travellers: ['Ada'],
      lines: [],
      total: { amount: '1.00', currencyCode: 'GBP' },
      paid: { amount: '1.00', currencyCode: 'GBP' },
      balance: { amount: '0.00', currencyCode: 'GBP' },
      balanceDueOn: null,
      confirmationUrl: 'https://site.example/tours/booking/HF-1',
      paymentUrl: 'https://site.example/pay',
      calendar: 'BEGIN:VCALENDAR',
      detailsText: [],
      bookletUrls: ['https://site.example/api/tours/reformation-europe/booklet.pdf'],
    });
    expect(mail.text).toContain(
      'Your tour booklet (PDF: day-by-day itinerary, hotels, what to bring):\nhttps://site.example/api/tours/reformation-europe/booklet.pdf',
    );
    expect(mail.text).not.toMatch(/booklet[^.\n]*attached/i);
  });
});
