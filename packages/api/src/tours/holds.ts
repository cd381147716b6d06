import { randomUUID } from 'node:crypto';
import {
  error,
  hashToken,
  holdLimitError,
  keysOf,
  newToken,
  OverSeatCap,
  sameSecret,
  SeatsUnavailable,
  type TourContext,
} from './context';
import type { Departures } from './departures';
import {
  checkRoomCounts,
  departureIdField,
  type RoomCounts,
  type TourUserError,
} from './tour-input';
import {
  addressCounter,
  admitted,
  type ClientKeys,
  clientKeys,
  lockClients,
  TOUR_RATES,
  type TourClient,
  withinSeatCap,
} from './tour-limits';
import * as mails from './tour-mail';
import type { DepartureTable, HoldTable } from './tour-tables';
import type { Waitlist } from './waitlist';

/*
 * Seat holds: seats and rooms taken off the departure (departures.ts, `moveSeats`) in the same
 * transaction that writes the hold, under the client's seat cap (tour-limits.ts); released by the
 * visitor, converted by a booking (bookings.ts), or expired by the scheduler, which gives the
 * seats to the waitlist (waitlist.ts). A waitlist offer is a hold its link makes the visitor's.
 */

export interface HoldView {
  id: string;
  token: string;
  departureId: string;
  travellers: number;
  singleRooms: number;
  doubleRooms: number;
  expiresAt: string;
}

/** A hold being paid for is kept at least this long past the charge. */
const PAYING_GRACE_MS = 10 * 60_000;

export class Holds {
  constructor(
    private readonly ctx: TourContext,
    private readonly departures: Departures,
    private readonly waitlist: Waitlist,
  ) {}

  private holdView(row: HoldTable, token: string): HoldView {
    return {
      id: row.id,
      token,
      departureId: row.departure_id,
      travellers: row.seats,
      singleRooms: row.single_rooms,
      doubleRooms: row.double_rooms,
      expiresAt: row.expires_at,
    };
  }

  /** The hold of `id` if `token` is its own and it is active and in time; null otherwise. */
  async liveHold(id: string, token: string): Promise<HoldTable | null> {
    if (typeof id !== 'string' || typeof token !== 'string' || !id || !token || token.length > 200)
      return null;
    const row = await this.ctx.db
      .selectFrom('tour_holds')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || !sameSecret(row.token_hash, hashToken(token))) return null;
    return row.status === 'active' && row.expires_at > this.ctx.iso() ? row : null;
  }

  async hold(id: string, token: string): Promise<HoldView | null> {
    const row = await this.liveHold(id, token);
    return row ? this.holdView(row, token) : null;
  }

  async createHold(
    raw: unknown,
    client: TourClient | null = null,
  ): Promise<{ hold: HoldView | null; userErrors: TourUserError[] }> {
    const { settings } = this.ctx;
    const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const errors: TourUserError[] = [];
    const departureId = departureIdField(input.departureId, ['input', 'departureId'], errors);
    const counts = checkRoomCounts(input, settings.maxTravellers, errors);
    const offerToken =
      typeof input.offerToken === 'string' && input.offerToken ? input.offerToken : null;
    if (errors.length) return { hold: null, userErrors: errors };
    const departure = await this.departures.departureRow(departureId);
    if (!departure)
      return {
        hold: null,
        userErrors: [
          error('UNKNOWN_DEPARTURE', 'That departure does not exist.', ['input', 'departureId']),
        ],
      };
    const status = this.departures.status(departure);
    if (status === 'DEPARTED' || status === 'CLOSED')
      return {
        hold: null,
        userErrors: [
          error(
            'NOT_BOOKABLE',
            status === 'DEPARTED'
              ? 'This departure has already left.'
              : 'Booking for this departure has closed.',
            ['input', 'departureId'],
          ),
        ],
      };
    if (offerToken) return this.takeUpOffer(departure, counts, offerToken);
    if (
      client &&
      !(await admitted(this.ctx.throttles, [
        addressCounter('tour-hold-a', client, TOUR_RATES.holds),
      ]))
    )
      return {
        hold: null,
        userErrors: [
          error(
            'THROTTLED',
            'Too many seat holds from here in a short time. Wait a few minutes and choose the departure again.',
            ['input', 'departureId'],
          ),
        ],
      };
    const keys = clientKeys(client);
    for (let attempt = 0; attempt < 2; attempt++) {
      const token = newToken();
      const at = this.ctx.iso();
      const row: HoldTable = {
        id: randomUUID(),
        token_hash: hashToken(token),
        departure_id: departureId,
        seats: counts.seats,
        single_rooms: counts.singleRooms,
        double_rooms: counts.doubleRooms,
        status: 'active',
        waitlist_id: null,
        expires_at: new Date(
          this.ctx.now().getTime() + settings.holdMinutes * 60_000,
        ).toISOString(),
        created_at: at,
        updated_at: at,
        ...keys,
      };
      const taken = await this.ctx.db.transaction().execute(async (trx) => {
        // The client's lock first, then its seats counted: concurrent holds of one client queue here.
        await lockClients(trx, keys, at);
        if (!(await withinSeatCap(trx, keys, counts.seats, at))) return 'limit' as const;
        if (
          !(await this.departures.moveSeats(
            trx,
            departureId,
            counts.seats,
            counts.singleRooms,
            counts.doubleRooms,
          ))
        )
          return false;
        await trx.insertInto('tour_holds').values(row).execute();
        return true;
      });
      if (taken === 'limit') return { hold: null, userErrors: [holdLimitError()] };
      if (taken) return { hold: this.holdView(row, token), userErrors: [] };
      // Holds past their time may still count until the sweep: release them and look again once.
      if (attempt === 0 && (await this.expireHolds(departureId)) === 0) break;
    }
    return { hold: null, userErrors: [await this.departures.shortage(departureId, counts)] };
  }

  /** A waitlist offer's link: its hold becomes the visitor's, resized to what they ask for. */
  private async takeUpOffer(
    departure: DepartureTable,
    counts: RoomCounts,
    offerToken: string,
  ): Promise<{ hold: HoldView | null; userErrors: TourUserError[] }> {
    const row = await this.ctx.db
      .selectFrom('tour_holds')
      .selectAll()
      .where('token_hash', '=', hashToken(offerToken))
      .executeTakeFirst();
    if (
      !row ||
      row.waitlist_id === null ||
      row.departure_id !== departure.id ||
      row.status !== 'active' ||
      row.expires_at <= this.ctx.iso()
    )
      return {
        hold: null,
        userErrors: [
          error(
            'HOLD_EXPIRED',
            'This offer has lapsed or was already used. Join the waitlist again to be offered the next free seats.',
            ['input', 'offerToken'],
          ),
        ],
      };
    const resized = await this.resize(row, counts);
    if (resized === 'limit') return { hold: null, userErrors: [holdLimitError()] };
    if (!resized)
      return { hold: null, userErrors: [await this.departures.shortage(departure.id, counts)] };
    return { hold: this.holdView(resized, offerToken), userErrors: [] };
  }

  /**
   * Changes a live hold's travellers and rooms by the difference, if it fits; the new row, null
   * when the seats or rooms are not there, 'limit' when more seats would pass its client's cap.
   */
  async resize(row: HoldTable, counts: RoomCounts): Promise<HoldTable | 'limit' | null> {
    const [ds, dsi, dd] = [
      counts.seats - row.seats,
      counts.singleRooms - row.single_rooms,
      counts.doubleRooms - row.double_rooms,
    ];
    if (ds === 0 && dsi === 0 && dd === 0) return row;
    const at = this.ctx.iso();
    return this.ctx.db
      .transaction()
      .execute(async (trx) => {
        if (ds > 0) {
          const keys = keysOf(row);
          await lockClients(trx, keys, at);
          if (!(await withinSeatCap(trx, keys, ds, at))) throw new OverSeatCap();
        }
        const changed = await trx
          .updateTable('tour_holds')
          .set({
            seats: counts.seats,
            single_rooms: counts.singleRooms,
            double_rooms: counts.doubleRooms,
            updated_at: at,
          })
          .where('id', '=', row.id)
          .where('status', '=', 'active')
          .where('seats', '=', row.seats)
          .where('single_rooms', '=', row.single_rooms)
          .where('double_rooms', '=', row.double_rooms)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) return null;
        if (!(await this.departures.moveSeats(trx, row.departure_id, ds, dsi, dd))) {
          // Undo the hold's change with the rest of the transaction.
          throw new SeatsUnavailable();
        }
        return {
          ...row,
          seats: counts.seats,
          single_rooms: counts.singleRooms,
          double_rooms: counts.doubleRooms,
          updated_at: at,
        };
      })
      .catch((e: unknown) => {
        if (e instanceof SeatsUnavailable) return null;
        if (e instanceof OverSeatCap) return 'limit' as const;
        throw e;
      });
  }

  /** The hold outlives the payment, so the sweep cannot give its seats away mid-charge. */
  async keepWhilePaying(holdId: string): Promise<void> {
    const keepUntil = new Date(this.ctx.now().getTime() + PAYING_GRACE_MS).toISOString();
    await this.ctx.db
      .updateTable('tour_holds')
      .set({ expires_at: keepUntil })
      .where('id', '=', holdId)
      .where('status', '=', 'active')
      .where('expires_at', '<', keepUntil)
      .execute();
  }

  async updateHold(raw: unknown): Promise<{ hold: HoldView | null; userErrors: TourUserError[] }> {
    const input = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const errors: TourUserError[] = [];
    const counts = checkRoomCounts(input, this.ctx.settings.maxTravellers, errors);
    if (errors.length) return { hold: null, userErrors: errors };
    const token = String(input.token ?? '');
    const row = await this.liveHold(String(input.holdId ?? ''), token);
    if (!row)
      return {
        hold: null,
        userErrors: [
          error(
            'HOLD_EXPIRED',
            'Your seats were released after 15 minutes. Choose the departure again.',
            ['input', 'holdId'],
          ),
        ],
      };
    const resized = await this.resize(row, counts);
    if (resized === 'limit') return { hold: null, userErrors: [holdLimitError()] };
    if (!resized)
      return { hold: null, userErrors: [await this.departures.shortage(row.departure_id, counts)] };
    return { hold: this.holdView(resized, token), userErrors: [] };
  }

  async releaseHold(
    id: string,
    token: string,
  ): Promise<{ released: boolean; userErrors: TourUserError[] }> {
    const row = await this.liveHold(id, token);
    if (!row)
      return {
        released: false,
        userErrors: [error('HOLD_NOT_FOUND', 'That hold is not active.', ['holdId'])],
      };
    const released = await this.endHold(row, 'released');
    if (released) await this.waitlist.afterSeatsFreed(row.departure_id, [keysOf(row)]);
    return { released, userErrors: [] };
  }

  /** Ends an active hold and gives its seats back, once (a concurrent end loses the compare-and-set). */
  private async endHold(row: HoldTable, status: 'released' | 'expired'): Promise<boolean> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const ended = await trx
        .updateTable('tour_holds')
        .set({ status, updated_at: this.ctx.iso() })
        .where('id', '=', row.id)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (Number(ended.numUpdatedRows) !== 1) return false;
      if (!(await this.departures.releaseSeats(trx, row)))
        throw new Error(`tours: seat counts of ${row.departure_id} are below hold ${row.id}`);
      if (row.waitlist_id)
        await trx
          .updateTable('tour_waitlist')
          .set({ status: 'lapsed', updated_at: this.ctx.iso() })
          .where('id', '=', row.waitlist_id)
          .where('status', '=', 'offered')
          .execute();
      return true;
    });
  }

  /** Releases holds past their time (of one departure, or all); the number released. */
  async expireHolds(departureId?: string): Promise<number> {
    const { db } = this.ctx;
    let query = db
      .selectFrom('tour_holds')
      .selectAll()
      .where('status', '=', 'active')
      .where('expires_at', '<=', this.ctx.iso());
    if (departureId) query = query.where('departure_id', '=', departureId);
    const due = await query.limit(500).execute();
    let count = 0;
    // Per departure, the clients whose holds ended: their own waitlist entries are not offered these seats.
    const freed = new Map<string, ClientKeys[]>();
    for (const row of due) {
      if (!(await this.endHold(row, 'expired'))) continue;
      count++;
      freed.set(row.departure_id, [...(freed.get(row.departure_id) ?? []), keysOf(row)]);
      if (row.waitlist_id) {
        const entry = await db
          .selectFrom('tour_waitlist')
          .selectAll()
          .where('id', '=', row.waitlist_id)
          .executeTakeFirst();
        const departure = await db
          .selectFrom('tour_departures')
          .select('tour_title')
          .where('id', '=', row.departure_id)
          .executeTakeFirst();
        if (entry && departure)
          this.ctx.send(mails.waitlistLapsedMail(entry.email, entry.name, departure.tour_title));
      }
    }
    for (const [id, clients] of freed) await this.waitlist.offerSeats(id, clients);
    return count;
  }
}
