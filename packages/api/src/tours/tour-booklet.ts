import PDFDocument from 'pdfkit';

/*
 * The tour booklet: a PDF made from the tour's own content (itinerary, hotels, what to bring,
 * what is included, the extensions), so it always says what the tour page says. Served at
 * `GET /api/tours/<uid>/booklet.pdf` and linked from the booking mail and confirmation page.
 */

export interface BookletDay {
  day: string;
  title: string;
  summary: string;
  text: string;
}
export interface BookletExtension {
  title: string;
  startsOn: string | null;
  days: BookletDay[];
}
export interface TourBooklet {
  subtitle: string;
  description: string;
  days: BookletDay[];
  hotels: Array<{ city: string; nights: number; hotel: string }>;
  bring: string[];
  included: string[];
  notIncluded: string[];
  pre: BookletExtension | null;
  post: BookletExtension | null;
}

type Data = Record<string, unknown>;
const rows = (value: unknown): Data[] =>
  Array.isArray(value) ? value.filter((r): r is Data => !!r && typeof r === 'object') : [];
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const blocks = (value: unknown): string[] =>
  rows(value)
    .map((b) => str(b.text))
    .filter(Boolean);
const plain = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : blocks(value).join('\n\n');

function extension(data: Data, kind: 'pre' | 'post'): BookletExtension | null {
  const title = plain(data[`${kind}_extension_title`]);
  const days = rows(data[`${kind}_extension_itinerary`]).map((d) => ({
    day: str(d.day),
    title: plain(d.title),
    summary: '',
    text: plain(d.description),
  }));
  if (!title || !days.length) return null;
  const start = str(data[`${kind}_extension_start_date`]);
  return { title, startsOn: /^\d{4}-\d{2}-\d{2}$/.test(start) ? start : null, days };
}

/** The booklet's text from a tour document's data; null when it has no itinerary to print. */
export function bookletFromData(data: Data): TourBooklet | null {
  const days = rows(data.body)
    .filter((s) => s.slice_type === 'itinerary_day')
    .map((s) => (s.primary ?? {}) as Data)
    .map((p) => ({
      day: str(p.day),
      title: plain(p.title),
      summary: str(p.short_description),
      text: plain(p.description),
    }));
  if (!days.length) return null;
  return {
    subtitle: plain(data.tour_subtitle),
    description: plain(data.description),
    days,
    hotels: rows(data.hotels)
      .map((h) => ({ city: str(h.city), nights: Number(h.nights), hotel: str(h.hotel) }))
      .filter((h) => h.city && Number.isInteger(h.nights) && h.nights > 0),
    bring: blocks(data.what_to_bring),
    included: rows(data.whats_included_list)
      .map((r) => str(r.item))
      .filter(Boolean),
    notIncluded: rows(data.whats_not_included_list)
      .map((r) => str(r.item))
      .filter(Boolean),
    pre: extension(data, 'pre'),
    post: extension(data, 'post'),
  };
}

/** Where the booklet of tour `uid` is served, relative to the site. */
export const bookletPath = (uid: string) => `/api/tours/${encodeURIComponent(uid)}/booklet.pdf`;

// The PDF's built-in fonts speak Windows-1252: other letters lose their accents ("ě" → "e")
// rather than print as boxes.
const CP1252_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
export function printable(text: string): string {
  return [...text]
    .map((ch) =>
      ch.charCodeAt(0) < 256 || CP1252_EXTRA.has(ch)
        ? ch
        : [...ch.normalize('NFKD')].filter((c) => c.charCodeAt(0) < 256).join('') || '?',
    )
    .join('');
}

const INK = '#2b2118';
const ACCENT = '#7a3b2e';

/** Renders the booklet of `title` (starting `startsOn`) as a PDF file. */
export function renderBookletPdf(
  title: string,
  startsOn: string,
  b: TourBooklet,
  { compress = true }: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    compress,
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 60, right: 60 },
    info: { Title: printable(`${title}: tour booklet`), Author: 'History and Faith Tours' },
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const t = (s: string) => printable(s);
  const heading = (text: string) => {
    doc.moveDown(1).font('Times-Bold').fontSize(17).fillColor(ACCENT).text(t(text));
    doc.moveDown(0.3).fillColor(INK);
  };
  const para = (text: string) =>
    text
      .split('\n\n')
      .forEach((p) => doc.font('Times-Roman').fontSize(11.5).text(t(p)).moveDown(0.4));
  const bullets = (items: string[]) =>
    doc
      .font('Times-Roman')
      .fontSize(11.5)
      .list(items.map(t), { bulletRadius: 2, textIndent: 12 })
      .moveDown(0.4);
  const days = (list: BookletDay[]) => {
    for (const d of list) {
      doc
        .font('Times-Bold')
        .fontSize(12.5)
        .text(t(`${d.day}: ${d.title}`));
      if (d.summary) doc.font('Times-Italic').fontSize(11).text(t(d.summary));
      if (d.text) doc.font('Times-Roman').fontSize(11.5).text(t(d.text));
      doc.moveDown(0.6);
    }
  };

  doc.fillColor(INK).font('Times-Bold').fontSize(28).text(t(title));
  if (b.subtitle) doc.font('Times-Italic').fontSize(15).text(t(b.subtitle));
  doc
    .moveDown(0.5)
    .font('Times-Roman')
    .fontSize(12)
    .text(t(`Tour booklet · departs ${startsOn}`));
  if (b.description) {
    doc.moveDown(0.8);
    para(b.description);
  }
  if (b.pre) {
    heading(`Before the tour: ${b.pre.title}${b.pre.startsOn ? ` (from ${b.pre.startsOn})` : ''}`);
    days(b.pre.days);
  }
  heading('Your itinerary, day by day');
  days(b.days);
  if (b.post) {
    heading(
      `After the tour: ${b.post.title}${b.post.startsOn ? ` (from ${b.post.startsOn})` : ''}`,
    );
    days(b.post.days);
  }
  if (b.hotels.length) {
    heading('Where you stay');
    for (const h of b.hotels) {
      doc
        .font('Times-Bold')
        .fontSize(12)
        .text(t(`${h.city}, ${h.nights} night${h.nights === 1 ? '' : 's'}`));
      doc.font('Times-Roman').fontSize(11.5).text(t(h.hotel)).moveDown(0.4);
    }
    doc
      .font('Times-Italic')
      .fontSize(10.5)
      .text(t('Hotel names and addresses follow in your final travel documents.'));
  }
  if (b.bring.length) {
    heading('What to bring');
    bullets(b.bring);
  }
  if (b.included.length) {
    heading("What's included");
    bullets(b.included);
  }
  if (b.notIncluded.length) {
    heading("What's not included");
    bullets(b.notIncluded);
  }
  // Page numbers, once the length is known.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Times-Roman')
      .fontSize(9)
      .fillColor(INK)
      .text(t(`${title} · page ${i + 1} of ${range.count}`), 60, doc.page.height - 36, {
        align: 'center',
        width: doc.page.width - 120,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
