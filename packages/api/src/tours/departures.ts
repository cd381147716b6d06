import { sql } from 'kysely';
import { isUniqueViolation } from '../db/database';
import { error, money, type MoneyView, type TourContext } from './context';
import type { TourExtensionInfo } from './tour-catalogue';
import { type CancellationTier, describeTier } from './tour-config';
import type { RoomCounts, TourUserError } from './tour-input';
import { addDays, daysUntil, type PricedDeparture } from './tour-pricing';
import type { DepartureTable, ToursDb } from './tour-tables';

/*
 * Departures: made from the CMS tours (re-read at most once a minute), their views, and the seat
 * and room counts on each departure row, which every hold, booking, cancellation and waitlist
 * offer moves through `moveSeats` (one conditional UPDATE that re-checks capacity).
 */

/** What a departure keeps from its CMS tour besides prices: extensions, mail text, booklets. */
export interface DepartureDetails {
  pre: TourExtensionInfo | null;
  post: TourExtensionInfo | null;
  emailText: string | null;
  bookletUrl: string | null;
  meetingPoint: string | null;
}

export interface TierView extends CancellationTier {
  description: string;
}

export interface DepartureView {
  id: string;
  tourUid: string;
  tourTitle: string;
  startsOn: string;
  status: 'OPEN' | 'FULL' | 'CLOSED' | 'DEPARTED';
  seatsTotal: number;
  seatsLeft: number;
  fewSeatsLeft: boolean;
  singleRoomsLeft: number;
  doubleRoomsLeft: number;
  priceSingle: MoneyView;
  priceDouble: MoneyView;
  preExtension: {
    title: string;
    startsOn: string | null;
    priceSingle: MoneyView;
    priceDouble: MoneyView;
  } | null;
  postExtension: {
    title: string;
    startsOn: string | null;
    priceSingle: MoneyView;
    priceDouble: MoneyView;
  } | null;
  depositPerPerson: MoneyView;
  balanceDueOn: string;
  fullPaymentAtBooking: boolean;
  cancellationPolicy: TierView[];
  waitlistCount: number;
}

const SYNC_EVERY_MS = 60_000;

export class Departures {
  private lastSync = 0;
  private syncing: Promise<void> | null = null;

  constructor(private readonly ctx: TourContext) {}

  /** Makes or refreshes a departure per CMS tour (id "<uid>-<start>"); seats are never touched. Returns the ids made. */
  async syncDepartures(): Promise<string[]> {
    const { db, settings } = this.ctx;
    const tours = await this.ctx.catalogue.tours();
    const made: string[] = [];
    for (const tour of tours) {
      const id = `${tour.uid}-${tour.startsOn}`;
      const details: DepartureDetails = {
        pre: tour.pre,
        post: tour.post,
        emailText: tour.emailText,
        bookletUrl: tour.bookletUrl,
        meetingPoint: tour.meetingPoint,
      };
      const fields = {
        tour_title: tour.title,
        days: tour.days,
        timezone: tour.timezone,
        price_single: tour.priceSingle,
        price_double: tour.priceDouble,
        extensions_json: JSON.stringify(details),
      };
      const existing = await db
        .selectFrom('tour_departures')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!existing) {
        try {
          const { seats, singleRooms, doubleRooms } = settings;
          await db
            .insertInto('tour_departures')
            .values({
              id,
              tour_uid: tour.uid,
              starts_on: tour.startsOn,
              currency: 'USD',
              seats_total: seats,
              seats_taken: 0,
              single_rooms_total: singleRooms,
              single_rooms_taken: 0,
              double_rooms_total: doubleRooms,
              double_rooms_taken: 0,
              closed: 0,
              created_at: this.ctx.iso(),
              updated_at: this.ctx.iso(),
              ...fields,
            })
            .execute();
          made.push(id);
        } catch (e) {
          if (!isUniqueViolation(e)) throw e;
        }
      } else if (
        Object.entries(fields).some(([k, v]) => existing[k as keyof DepartureTable] !== v)
      ) {
        await db
          .updateTable('tour_departures')
          .set({ ...fields, updated_at: this.ctx.iso() })
          .where('id', '=', id)
          .execute();
      }
    }
    this.lastSync = Date.now();
    return made;
  }

  /** Syncs at most once a minute, on demand; a content server that is down leaves the stored departures. */
  private async freshDepartures(): Promise<void> {
    if (Date.now() - this.lastSync < SYNC_EVERY_MS) return;
    this.syncing ??= this.syncDepartures()
      .then(() => undefined)
      .catch((e: unknown) => {
        this.lastSync = Date.now() - SYNC_EVERY_MS + 5_000;
        this.ctx.log(`tours: could not read tours from the content API: ${(e as Error).message}`);
      })
      .finally(() => {
        this.syncing = null;
      });
    await this.syncing;
  }

  details(row: DepartureTable): DepartureDetails {
    return JSON.parse(row.extensions_json) as DepartureDetails;
  }

  priced(row: DepartureTable): PricedDeparture {
    const d = this.details(row);
    return {
      currency: row.currency,
      startsOn: row.starts_on,
      priceSingle: row.price_single,
      priceDouble: row.price_double,
      pre: d.pre,
      post: d.post,
    };
  }

  policyView(policy: CancellationTier[] = this.ctx.settings.policy): TierView[] {
    return policy.map((tier, i) => ({ ...tier, description: describeTier(tier, policy[i - 1]) }));
  }

  status(row: DepartureTable): DepartureView['status'] {
    const days = daysUntil(row.starts_on, this.ctx.now());
    if (days <= 0) return 'DEPARTED';
    if (row.closed || days <= this.ctx.settings.closeDays) return 'CLOSED';
    return row.seats_taken >= row.seats_total ? 'FULL' : 'OPEN';
  }

  async departureView(row: DepartureTable, waiting?: number): Promise<DepartureView> {
    const { settings } = this.ctx;
    const d = this.details(row);
    const c = row.currency;
    const seatsLeft = Math.max(0, row.seats_total - row.seats_taken);
    const balanceDueOn = addDays(row.starts_on, -settings.balanceDays);
    const ext = (e: TourExtensionInfo | null) =>
      e
        ? {
            title: e.title,
            startsOn: e.startsOn,
            priceSingle: money(e.priceSingle, c),
            priceDouble: money(e.priceDouble, c),
          }
        : null;
    const waitlistCount =
      waiting ??
      Number(
        (
          await this.ctx.db
            .selectFrom('tour_waitlist')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('departure_id', '=', row.id)
            .where('status', 'in', ['waiting', 'offered'])
            .executeTakeFirst()
        )?.n ?? 0,
      );
    return {
      id: row.id,
      tourUid: row.tour_uid,
      tourTitle: row.tour_title,
      startsOn: row.starts_on,
      status: this.status(row),
      seatsTotal: row.seats_total,
      seatsLeft,
      fewSeatsLeft: seatsLeft > 0 && seatsLeft <= settings.fewSeats,
      singleRoomsLeft: Math.max(0, row.single_rooms_total - row.single_rooms_taken),
      doubleRoomsLeft: Math.max(0, row.double_rooms_total - row.double_rooms_taken),
      priceSingle: money(row.price_single, c),
      priceDouble: money(row.price_double, c),
      preExtension: ext(d.pre),
      postExtension: ext(d.post),
      depositPerPerson: money(settings.depositPerPerson, c),
      balanceDueOn,
      fullPaymentAtBooking: daysUntil(balanceDueOn, this.ctx.now()) <= 0,
      cancellationPolicy: this.policyView(),
      waitlistCount,
    };
  }

  async departures(uids: string[] | null): Promise<DepartureView[]> {
    await this.freshDepartures();
    let query = this.ctx.db
      .selectFrom('tour_departures')
      .selectAll()
      .orderBy('starts_on')
      .orderBy('id');
    if (uids) {
      if (uids.length === 0) return [];
      query = query.where('tour_uid', 'in', uids.slice(0, 50));
    }
    const rows = await query.execute();
    const counts = await this.ctx.db
      .selectFrom('tour_waitlist')
      .select(['departure_id', (eb) => eb.fn.countAll().as('n')])
      .where('status', 'in', ['waiting', 'offered'])
      .groupBy('departure_id')
      .execute();
    const waiting = new Map(counts.map((r) => [r.departure_id, Number(r.n)]));
    return Promise.all(rows.map((r) => this.departureView(r, waiting.get(r.id) ?? 0)));
  }

  async departureRow(id: string): Promise<DepartureTable | undefined> {
    await this.freshDepartures();
    return this.row(id);
  }

  async departure(id: string): Promise<DepartureView | null> {
    const row = await this.departureRow(id);
    return row ? this.departureView(row) : null;
  }

  /** The stored row as it is now, without syncing first. */
  async row(id: string, db: ToursDb = this.ctx.db): Promise<DepartureTable | undefined> {
    return db.selectFrom('tour_departures').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The stored row of a departure that a booking or hold references (a foreign key: it exists). */
  async referenced(id: string, db: ToursDb = this.ctx.db): Promise<DepartureTable> {
    return db
      .selectFrom('tour_departures')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  // ---- seats ------------------------------------------------------------------------------

  /** Takes (or, with negative numbers, gives back) seats and rooms if they fit: one statement, checked in place. */
  async moveSeats(
    trx: ToursDb,
    departureId: string,
    seats: number,
    singles: number,
    doubles: number,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('tour_departures')
      .set({
        seats_taken: sql`seats_taken + ${seats}`,
        single_rooms_taken: sql`single_rooms_taken + ${singles}`,
        double_rooms_taken: sql`double_rooms_taken + ${doubles}`,
        updated_at: this.ctx.iso(),
      })
      .where('id', '=', departureId)
      .where(
        sql<boolean>`seats_taken + ${seats} <= seats_total and single_rooms_taken + ${singles} <= single_rooms_total and double_rooms_taken + ${doubles} <= double_rooms_total
          and seats_taken + ${seats} >= 0 and single_rooms_taken + ${singles} >= 0 and double_rooms_taken + ${doubles} >= 0`,
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Gives back the seats and rooms a hold or booking took; false when the counts would go below zero. */
  releaseSeats(
    trx: ToursDb,
    taken: { departure_id: string; seats: number; single_rooms: number; double_rooms: number },
  ): Promise<boolean> {
    return this.moveSeats(
      trx,
      taken.departure_id,
      -taken.seats,
      -taken.single_rooms,
      -taken.double_rooms,
    );
  }

  /** Why seats could not be taken, in the visitor's words. */
  async shortage(departureId: string, counts: RoomCounts): Promise<TourUserError> {
    const row = await this.row(departureId);
    const left = row ? row.seats_total - row.seats_taken : 0;
    if (left <= 0)
      return error(
        'SOLD_OUT',
        'Sold out — join the waitlist and we will e-mail you if seats free up.',
        ['input', 'departureId'],
      );
    if (left < counts.seats)
      return error(
        'SOLD_OUT',
        `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left — book fewer travellers or join the waitlist.`,
        ['input', 'travellers'],
      );
    const singles = row ? row.single_rooms_total - row.single_rooms_taken : 0;
    const doubles = row ? row.double_rooms_total - row.double_rooms_taken : 0;
    return error(
      'ROOMS_SOLD_OUT',
      `Those rooms are not available: ${singles} single and ${doubles} double ${doubles === 1 ? 'room is' : 'rooms are'} left.`,
      ['input', 'doubleRooms'],
    );
  }
}
