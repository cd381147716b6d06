import { sha256, sameHex, type BookingAccessCodes, CODE_MINUTES } from './booking-access';
import { parseCodeEntry, parseCodeRequest, type TourUserError } from './tour-input';
import {
  addressCounter,
  admitted,
  mailboxCounter,
  TOUR_RATES,
  type TourClient,
} from './tour-limits';
import { accessCodeMail } from './tour-mail';
import type { MailMessage } from '../mail/mailer';
import type { ThrottleStore } from '../security/throttle';
import type { ToursDb } from './tour-tables';

/*
 * The two steps that open a booking without its link (issue 26): the reference and the booking's
 * e-mail ask for a one-time code mailed to the booking's own address; the code, once, gives a grant
 * (booking-access.ts). Both steps are throttled in the shared store: asking counts as a booking
 * look-up (per address and per e-mail) and per booking; entering a code counts per address.
 */

export interface AccessDeskDeps {
  db: ToursDb;
  codes: BookingAccessCodes;
  throttles: ThrottleStore | null;
  /** Sends in the background (the service's mail queue). */
  send: (message: MailMessage) => void;
}

const error = (code: string, message: string, field: string[] | null = null): TourUserError => ({
  field,
  code,
  message,
});

export class BookingAccessDesk {
  constructor(private readonly deps: AccessDeskDeps) {}

  /** Counts one booking look-up per address and per e-mail given; false past the limit. */
  async lookupAdmitted(client: TourClient, email: string | null): Promise<boolean> {
    return admitted(this.deps.throttles, [
      addressCounter('tour-lookup-a', client, TOUR_RATES.lookups),
      ...(email ? [mailboxCounter('tour-lookup-m', email, TOUR_RATES.lookups)] : []),
    ]);
  }

  /**
   * `tourBookingCodeRequest`: with the reference and the booking's e-mail, mails a one-time code to
   * the booking's own address. Counted as a lookup (per address and e-mail) and per booking.
   */
  async requestCode(
    raw: unknown,
    client: TourClient | null = null,
  ): Promise<{ sent: boolean; expiresAt: string | null; userErrors: TourUserError[] }> {
    const parsed = parseCodeRequest(raw);
    if ('errors' in parsed) return { sent: false, expiresAt: null, userErrors: parsed.errors };
    const { reference, email } = parsed.value;
    const refused = (e: TourUserError) => ({ sent: false, expiresAt: null, userErrors: [e] });
    if (client && !(await this.lookupAdmitted(client, email)))
      return refused(
        error('THROTTLED', 'Too many booking look-ups from here. Please wait a few minutes.', [
          'input',
          'reference',
        ]),
      );
    const row = await this.deps.db
      .selectFrom('tour_bookings')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirst();
    const matches = sameHex(sha256(row?.email ?? 'no booking'), sha256(email));
    if (!row || !matches)
      return refused(
        error(
          'NOT_FOUND',
          'No booking matches that reference and e-mail. Check both against your confirmation e-mail.',
          ['input', 'reference'],
        ),
      );
    if (
      !(await admitted(this.deps.throttles, [
        { scope: 'tour-code-b', parts: [row.id], tier: TOUR_RATES.codesPerBooking },
      ]))
    )
      return refused(
        error(
          'THROTTLED',
          'Several codes were sent for this booking in the last hour. Use the latest one, or try again later.',
          ['input', 'reference'],
        ),
      );
    const { code, expiresAt } = await this.deps.codes.issue(row.id);
    this.deps.send(accessCodeMail(row.email, row.contact_name, row.reference, code, CODE_MINUTES));
    return { sent: true, expiresAt, userErrors: [] };
  }

  /** `tourBookingCodeVerify`: the mailed code, once, for a grant that opens the booking for an hour. */
  async verifyCode(
    raw: unknown,
    client: TourClient | null = null,
  ): Promise<{
    access: { reference: string; token: string; expiresAt: string } | null;
    userErrors: TourUserError[];
  }> {
    const parsed = parseCodeEntry(raw);
    if ('errors' in parsed) return { access: null, userErrors: parsed.errors };
    const { reference, code } = parsed.value;
    const refused = (e: TourUserError) => ({ access: null, userErrors: [e] });
    if (
      client &&
      !(await admitted(this.deps.throttles, [
        addressCounter('tour-code-a', client, TOUR_RATES.codeChecks),
      ]))
    )
      return refused(
        error('THROTTLED', 'Too many codes tried from here. Please wait a few minutes.', [
          'input',
          'code',
        ]),
      );
    const row = await this.deps.db
      .selectFrom('tour_bookings')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirst();
    const result = row ? await this.deps.codes.redeem(row.id, code) : 'expired';
    if (result === 'ok') {
      const grant = await this.deps.codes.grant(row!.id);
      return { access: { reference, ...grant }, userErrors: [] };
    }
    if (result === 'expired')
      return refused(
        error('CODE_EXPIRED', 'This code has expired or has been used up. Ask for a new code.', [
          'input',
          'code',
        ]),
      );
    return refused(
      error(
        'INVALID_CODE',
        result.wrong > 0
          ? `That code is not right: ${result.wrong} ${result.wrong === 1 ? 'try' : 'tries'} left.`
          : 'That code is not right, and it is now used up. Ask for a new code.',
        ['input', 'code'],
      ),
    );
  }
}
