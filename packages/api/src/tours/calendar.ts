import { bookingLinks, type BookingReader, type BookingView } from './booking-view';
import type { TourContext } from './context';
import type { Departures } from './departures';
import { buildCalendar } from './tour-calendar';
import { parseAccess, type TourUserError } from './tour-input';
import * as mails from './tour-mail';
import type { BookingTable } from './tour-tables';

/*
 * The booking's calendar file (built by tour-calendar.ts) as the link and the mails serve it, and
 * the facts every booking mail is made of (the confirmation carries the calendar file).
 */
export class BookingCalendar {
  constructor(
    private readonly ctx: TourContext,
    private readonly departures: Departures,
    private readonly reader: BookingReader,
  ) {}

  /** `GET /tours/bookings/<reference>/calendar.ics?token=…`: the file, or null without the right token. */
  async calendar(reference: string, token: string): Promise<string | null> {
    const errors: TourUserError[] = [];
    const access = parseAccess({ reference, token }, errors);
    if (errors.length) return null;
    const found = await this.reader.accessible(access, null);
    return found ? this.calendarOf(found.row) : null;
  }

  async calendarOf(row: BookingTable): Promise<string> {
    const departure = await this.departures.referenced(row.departure_id);
    const d = this.departures.details(departure);
    const url = bookingLinks(this.ctx.publicUrl, row, null).confirmationUrl;
    const parts = [
      {
        part: 'main',
        summary: `${departure.tour_title} (${row.reference})`,
        startsOn: departure.starts_on,
        days: departure.days,
        location: d.meetingPoint,
        description: d.emailText ?? `Your tour ${departure.tour_title}.`,
      },
    ];
    for (const [flag, ext, label] of [
      [row.pre_extension, d.pre, 'pre'],
      [row.post_extension, d.post, 'post'],
    ] as const) {
      if (flag === 1 && ext?.startsOn)
        parts.push({
          part: label,
          summary: `${ext.title} (${row.reference}, ${label === 'pre' ? 'pre-tour' : 'post-tour'} extension)`,
          startsOn: ext.startsOn,
          days: ext.days,
          location: null,
          description: ext.emailText ?? ext.title,
        });
    }
    return buildCalendar({
      reference: row.reference,
      domain: new URL(this.ctx.publicUrl).hostname,
      sequence: row.calendar_sequence,
      cancelled: row.status === 'cancelled',
      timezone: departure.timezone,
      url,
      stamp: new Date(row.updated_at),
      parts,
    });
  }

  /** What a booking mail says: the booking, the tour's own text and booklets, the calendar file. */
  async facts(row: BookingTable, view: BookingView): Promise<mails.BookingMailFacts> {
    const departure = await this.departures.referenced(row.departure_id);
    const d = this.departures.details(departure);
    return {
      reference: row.reference,
      contactName: row.contact_name,
      email: row.email,
      tourTitle: departure.tour_title,
      startsOn: departure.starts_on,
      travellers: view.travellers.map((t) => `${t.firstName} ${t.lastName}`),
      lines: view.lines,
      total: view.total,
      paid: view.paid,
      balance: view.balance,
      balanceDueOn: view.balanceDueOn,
      confirmationUrl: view.confirmationUrl,
      paymentUrl: view.paymentUrl,
      calendar: await this.calendarOf(row),
      detailsText: [
        d.emailText,
        row.pre_extension === 1 ? (d.pre?.emailText ?? null) : null,
      ].filter((t): t is string => !!t),
      bookletUrls: [view.bookletUrl, view.preExtensionBookletUrl].filter((u): u is string => !!u),
    };
  }

  /** The booking confirmation, with the link's token; a failure is logged, the booking stands. */
  async sendConfirmation(bookingId: string, token: string): Promise<void> {
    try {
      const row = await this.reader.fresh(bookingId);
      const view = await this.reader.bookingView(row, token);
      this.ctx.send(mails.confirmationMail(await this.facts(row, view)));
    } catch (e) {
      console.error('tours: confirmation mail failed:', e);
    }
  }
}
