import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { ToursDb } from './tour-tables';

/*
 * Opening a booking without its link (issue 26): a reference and the booking's e-mail only ask for a
 * one-time code, mailed to the booking's own address. The code is short-lived, single-use, allows a
 * few attempts and is stored hashed; entering it gives a grant, a random token that opens the
 * booking like the link's token for an hour (reading personal details, paying, cancelling).
 */

export const CODE_MINUTES = 10;
export const CODE_ATTEMPTS = 5;
export const GRANT_MINUTES = 60;
export const CODE_PATTERN = /^\d{6}$/;

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const codeHash = (bookingId: string, code: string) => sha256(`${bookingId}:${code}`);
/** Two hex digests compared in constant time. */
export const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

export type Redeemed = 'ok' | { wrong: number } | 'expired';

export class BookingAccessCodes {
  constructor(
    private readonly db: ToursDb,
    private readonly now: () => Date,
  ) {}

  private at(offsetMinutes = 0): string {
    return new Date(this.now().getTime() + offsetMinutes * 60_000).toISOString();
  }

  /** A new code for the booking; it replaces any earlier one (one live code per booking). */
  async issue(bookingId: string): Promise<{ code: string; expiresAt: string }> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const row = {
      booking_id: bookingId,
      code_hash: codeHash(bookingId, code),
      attempts: 0,
      expires_at: this.at(CODE_MINUTES),
      used_at: null,
      created_at: this.at(),
    };
    await this.db
      .insertInto('tour_access_codes')
      .values(row)
      .onConflict((oc) =>
        oc.column('booking_id').doUpdateSet({
          code_hash: row.code_hash,
          attempts: 0,
          expires_at: row.expires_at,
          used_at: null,
          created_at: row.created_at,
        }),
      )
      .execute();
    return { code, expiresAt: row.expires_at };
  }

  /**
   * Tries a code: the attempt is counted first (one conditional update, so concurrent guesses
   * cannot exceed the attempts), then compared in constant time, then used up by a compare-and-set.
   */
  async redeem(bookingId: string, code: string): Promise<Redeemed> {
    const now = this.at();
    const counted = await this.db
      .updateTable('tour_access_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('booking_id', '=', bookingId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('attempts', '<', CODE_ATTEMPTS)
      .executeTakeFirst();
    if (Number(counted.numUpdatedRows) !== 1) return 'expired';
    const row = await this.db
      .selectFrom('tour_access_codes')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .executeTakeFirst();
    if (!row) return 'expired';
    if (!sameHex(row.code_hash, codeHash(bookingId, code)))
      return { wrong: Math.max(0, CODE_ATTEMPTS - Number(row.attempts)) };
    const used = await this.db
      .updateTable('tour_access_codes')
      .set({ used_at: now })
      .where('booking_id', '=', bookingId)
      .where('used_at', 'is', null)
      .where('code_hash', '=', row.code_hash)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1 ? 'ok' : 'expired';
  }

  /** A grant: a token that opens the booking until it expires. Only its hash is kept. */
  async grant(bookingId: string): Promise<{ token: string; expiresAt: string }> {
    const token = randomBytes(24).toString('base64url');
    const expiresAt = this.at(GRANT_MINUTES);
    await this.db
      .insertInto('tour_access_grants')
      .values({
        token_hash: sha256(token),
        booking_id: bookingId,
        expires_at: expiresAt,
        created_at: this.at(),
      })
      .execute();
    return { token, expiresAt };
  }

  /** True when `token` is a live grant for the booking. */
  async granted(bookingId: string, token: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('tour_access_grants')
      .select('booking_id')
      .where('token_hash', '=', sha256(token))
      .where('expires_at', '>', this.at())
      .executeTakeFirst();
    return row?.booking_id === bookingId;
  }

  /** Forgets codes and grants past their time (the scheduler's sweep). */
  async prune(): Promise<void> {
    const now = this.at();
    await this.db.deleteFrom('tour_access_codes').where('expires_at', '<=', now).execute();
    await this.db.deleteFrom('tour_access_grants').where('expires_at', '<=', now).execute();
  }
}
