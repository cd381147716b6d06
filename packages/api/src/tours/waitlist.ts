import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from '../db/database';
import {
  error,
  hashToken,
  mailFormThrottled,
  newToken,
  sameClient,
  SeatsUnavailable,
  type TourContext,
} from './context';
import type { Departures } from './departures';
import { parseWaitlistInput, type TourUserError } from './tour-input';
import {
  type ClientKeys,
  clientKeys,
  lockClients,
  mailFormAdmitted,
  type TourClient,
  WAITLIST_ENTRIES_PER_CLIENT,
  waitlistFull,
  withinSeatCap,
} from './tour-limits';
import * as mails from './tour-mail';
import type { DepartureTable, HoldTable, WaitlistTable } from './tour-tables';

/*
 * The waitlist of a full departure: one place per mailbox, in order. When seats come free they are
 * offered in turn as a hold of `offerHours` (the offer's link makes it the visitor's, holds.ts);
 * a lapsed offer passes to the next person.
 */
export class Waitlist {
  constructor(
    private readonly ctx: TourContext,
    private readonly departures: Departures,
  ) {}

  async joinWaitlist(
    raw: unknown,
    client: TourClient | null = null,
  ): Promise<{ entry: unknown; userErrors: TourUserError[] }> {
    const { db, settings } = this.ctx;
    const parsed = parseWaitlistInput(raw, settings.maxTravellers);
    if ('errors' in parsed) return { entry: null, userErrors: parsed.errors };
    const { departureId, name, email, seats } = parsed.value;
    if (!(await mailFormAdmitted(this.ctx.throttles, 'tour-wait', client, email)))
      return { entry: null, userErrors: [mailFormThrottled()] };
    const departure = await this.departures.departureRow(departureId);
    if (!departure)
      return {
        entry: null,
        userErrors: [
          error('UNKNOWN_DEPARTURE', 'That departure does not exist.', ['input', 'departureId']),
        ],
      };
    const status = this.departures.status(departure);
    if (status === 'DEPARTED' || status === 'CLOSED')
      return {
        entry: null,
        userErrors: [
          error('NOT_BOOKABLE', 'This departure is closed for booking.', ['input', 'departureId']),
        ],
      };
    if (departure.seats_total - departure.seats_taken >= seats)
      return {
        entry: null,
        userErrors: [
          error('INVALID', 'Seats are available on this departure: book them now instead.', [
            'input',
            'travellers',
          ]),
        ],
      };
    const keys = clientKeys(client, email);
    // One mailbox waits once per departure: victim+1@ and victim+2@ are the same person.
    const already = await db
      .selectFrom('tour_waitlist')
      .select('id')
      .where('departure_id', '=', departureId)
      .where((eb) => eb.or([eb('email', '=', email), eb('email_key', '=', keys.email_key)]))
      .where('status', 'in', ['waiting', 'offered'])
      .executeTakeFirst();
    if (already)
      return {
        entry: null,
        userErrors: [
          error('ALREADY_WAITING', 'This e-mail is already on the waitlist for this departure.', [
            'input',
            'email',
          ]),
        ],
      };
    if (await waitlistFull(db, keys))
      return {
        entry: null,
        userErrors: [
          error(
            'WAITLIST_LIMIT',
            `One visitor can wait for at most ${WAITLIST_ENTRIES_PER_CLIENT} departures at a time. Leave a waitlist or book before joining another.`,
            ['input', 'email'],
          ),
        ],
      };
    const at = this.ctx.iso();
    const id = randomUUID();
    for (let attempt = 0; ; attempt++) {
      const last = await db
        .selectFrom('tour_waitlist')
        .select((eb) => eb.fn.max('position').as('max'))
        .where('departure_id', '=', departureId)
        .executeTakeFirst();
      try {
        await db
          .insertInto('tour_waitlist')
          .values({
            id,
            departure_id: departureId,
            name,
            email,
            seats,
            position: Number(last?.max ?? 0) + 1,
            status: 'waiting',
            hold_id: null,
            created_at: at,
            updated_at: at,
            client_key: keys.client_key,
            email_key: keys.email_key,
          })
          .execute();
        break;
      } catch (e) {
        // Someone joined at the same moment and took that place: take the next.
        if (!isUniqueViolation(e) || attempt >= 5) throw e;
      }
    }
    const entry = await this.waitlistView(id);
    this.ctx.send(
      mails.waitlistJoinedMail(
        email,
        name,
        departure.tour_title,
        departure.starts_on,
        entry.position,
      ),
    );
    return { entry, userErrors: [] };
  }

  private async waitlistView(id: string) {
    const { db } = this.ctx;
    const row = await db
      .selectFrom('tour_waitlist')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const ahead = await db
      .selectFrom('tour_waitlist')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('departure_id', '=', row.departure_id)
      .where('status', 'in', ['waiting', 'offered'])
      .where('position', '<', row.position)
      .executeTakeFirst();
    return {
      id: row.id,
      departureId: row.departure_id,
      travellers: row.seats,
      position: Number(ahead?.n ?? 0) + 1,
      createdAt: row.created_at,
    };
  }

  /** After seats come free: offers to the waitlist, then notices to interested people. */
  async afterSeatsFreed(departureId: string, exclude: ClientKeys[] = []): Promise<void> {
    await this.offerSeats(departureId, exclude).catch((e: unknown) =>
      console.error('tours: waitlist offer failed:', e),
    );
  }

  /**
   * Offers free seats to the waitlist in order, one offer per pass, to the first waiting entry that
   * fits the free seats and rooms. An entry that does not fit never blocks those behind it; nor does
   * one whose client would pass the seat cap with the offer (offer holds count against it), or whose
   * client has just freed these seats (`exclude`: releasing holds must not turn them into a 48-hour
   * offer for the same client). Skipped entries keep their place for the next seats that free up.
   */
  async offerSeats(departureId: string, exclude: ClientKeys[] = []): Promise<number> {
    let offered = 0;
    for (;;) {
      const departure = await this.departures.row(departureId);
      if (
        !departure ||
        this.departures.status(departure) === 'DEPARTED' ||
        this.departures.status(departure) === 'CLOSED'
      )
        return offered;
      const free = departure.seats_total - departure.seats_taken;
      if (free <= 0) return offered;
      const waiting = await this.ctx.db
        .selectFrom('tour_waitlist')
        .selectAll()
        .where('departure_id', '=', departureId)
        .where('status', '=', 'waiting')
        .where('seats', '<=', free)
        .orderBy('position')
        .limit(200)
        .execute();
      let made = false;
      for (const entry of waiting) {
        if (exclude.some((keys) => sameClient(keys, entry))) continue;
        if (await this.offerTo(departure, entry)) {
          offered++;
          made = true;
          break;
        }
      }
      if (!made) return offered;
    }
  }

  /** Every departure with someone waiting is offered its free seats; the number of offers made. */
  async offerAll(): Promise<number> {
    let offered = 0;
    const waiting = await this.ctx.db
      .selectFrom('tour_waitlist')
      .select('departure_id')
      .where('status', '=', 'waiting')
      .groupBy('departure_id')
      .execute();
    for (const w of waiting) offered += await this.offerSeats(w.departure_id);
    return offered;
  }

  /** One offer: the entry's seats held for `offerHours` under its client's cap, and the mail. */
  private async offerTo(departure: DepartureTable, entry: WaitlistTable): Promise<boolean> {
    const token = newToken();
    const at = this.ctx.iso();
    const expiresAt = new Date(
      this.ctx.now().getTime() + this.ctx.settings.offerHours * 3_600_000,
    ).toISOString();
    const keys: ClientKeys = {
      client_key: entry.client_key ?? null,
      customer_key: null,
      email_key: entry.email_key ?? null,
    };
    const options: Array<[number, number]> = [
      [entry.seats % 2, Math.floor(entry.seats / 2)],
      [entry.seats, 0],
    ];
    for (const [singles, doubles] of options) {
      const row: HoldTable = {
        id: randomUUID(),
        token_hash: hashToken(token),
        departure_id: departure.id,
        seats: entry.seats,
        single_rooms: singles,
        double_rooms: doubles,
        status: 'active',
        waitlist_id: entry.id,
        expires_at: expiresAt,
        created_at: at,
        updated_at: at,
        ...keys,
      };
      const outcome = await this.ctx.db
        .transaction()
        .execute(async (trx) => {
          await lockClients(trx, keys, at);
          if (!(await withinSeatCap(trx, keys, entry.seats, at))) return 'limit' as const;
          const claimed = await trx
            .updateTable('tour_waitlist')
            .set({ status: 'offered', hold_id: row.id, updated_at: at })
            .where('id', '=', entry.id)
            .where('status', '=', 'waiting')
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) throw new SeatsUnavailable();
          if (!(await this.departures.moveSeats(trx, departure.id, entry.seats, singles, doubles)))
            throw new SeatsUnavailable();
          await trx.insertInto('tour_holds').values(row).execute();
          return 'offered' as const;
        })
        .catch((e: unknown) => {
          if (e instanceof SeatsUnavailable) return 'unavailable' as const;
          throw e;
        });
      if (outcome === 'limit') return false;
      if (outcome === 'offered') {
        const link = `${this.ctx.publicUrl}/tours/${encodeURIComponent(departure.tour_uid)}/booking?offer=${encodeURIComponent(token)}`;
        this.ctx.send(
          mails.waitlistOfferMail(
            entry.email,
            entry.name,
            departure.tour_title,
            departure.starts_on,
            entry.seats,
            link,
            expiresAt,
          ),
        );
        return true;
      }
    }
    return false;
  }
}
