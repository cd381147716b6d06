import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from '../db/database';
import { mailFormThrottled, type TourContext } from './context';
import type { Departures } from './departures';
import { parseInterestInput, type TourUserError } from './tour-input';
import { mailFormAdmitted, type TourClient } from './tour-limits';
import * as mails from './tour-mail';

/*
 * tour_form's interest form: stored and confirmed by mail, naming the departures already open; a
 * departure that opens later is announced once to everyone interested in its tour or place
 * (`tour_interest_notices`, one row per person and departure, so no one is told twice).
 */
export class Interest {
  constructor(
    private readonly ctx: TourContext,
    private readonly departures: Departures,
  ) {}

  async submitInterest(
    raw: unknown,
    client: TourClient | null = null,
  ): Promise<{ received: boolean; userErrors: TourUserError[] }> {
    const { db, catalogue, publicUrl } = this.ctx;
    const [form, tours] = await Promise.all([catalogue.form(), catalogue.tours()]);
    const parsed = parseInterestInput(raw, {
      ageRanges: form?.ageRanges ?? null,
      locations: form?.locations ?? null,
      tours: tours.map((t) => t.uid),
    });
    if ('errors' in parsed) return { received: false, userErrors: parsed.errors };
    const v = parsed.value;
    if (!(await mailFormAdmitted(this.ctx.throttles, 'tour-interest', client, v.email)))
      return { received: false, userErrors: [mailFormThrottled()] };
    const id = randomUUID();
    const at = this.ctx.iso();
    await db
      .insertInto('tour_interest')
      .values({
        id,
        name: v.name,
        email: v.email,
        phone: v.phone,
        age_range: v.ageRange,
        locations_json: JSON.stringify(v.locations),
        tours_json: JSON.stringify(v.tours),
        party_size: v.partySize,
        message: v.message,
        created_at: at,
      })
      .execute();
    // Departures already open are named in the confirmation, so the sweep does not announce them again.
    const open = (await this.departures.departures(null)).filter(
      (d) => d.status === 'OPEN' && this.interested(v.tours, v.locations, d.tourUid, d.tourTitle),
    );
    for (const d of open)
      await db
        .insertInto('tour_interest_notices')
        .values({ interest_id: id, departure_id: d.id, sent_at: at })
        .execute();
    this.ctx.send(
      mails.interestMail(
        v.email,
        v.name,
        open.map((d) => ({
          title: d.tourTitle,
          startsOn: d.startsOn,
          seatsLeft: d.seatsLeft,
          url: `${publicUrl}/tours/${d.tourUid}`,
        })),
      ),
    );
    return { received: true, userErrors: [] };
  }

  private interested(tours: string[], locations: string[], uid: string, title: string): boolean {
    const t = title.trim().toLowerCase();
    return tours.includes(uid) || locations.some((l) => l.trim().toLowerCase() === t);
  }

  /** E-mails everyone interested in a tour once per departure of it that has seats. */
  async notifyInterest(): Promise<number> {
    const { db } = this.ctx;
    const open = (await this.departures.departures(null)).filter(
      (d) => d.status === 'OPEN' && d.seatsLeft > 0,
    );
    if (open.length === 0) return 0;
    const entries = await db
      .selectFrom('tour_interest')
      .selectAll()
      .orderBy('created_at')
      .execute();
    let sent = 0;
    for (const d of open) {
      const told = new Set(
        (
          await db
            .selectFrom('tour_interest_notices')
            .select('interest_id')
            .where('departure_id', '=', d.id)
            .execute()
        ).map((r) => r.interest_id),
      );
      for (const entry of entries) {
        if (
          told.has(entry.id) ||
          !this.interested(
            JSON.parse(entry.tours_json) as string[],
            JSON.parse(entry.locations_json) as string[],
            d.tourUid,
            d.tourTitle,
          )
        )
          continue;
        try {
          await db
            .insertInto('tour_interest_notices')
            .values({ interest_id: entry.id, departure_id: d.id, sent_at: this.ctx.iso() })
            .execute();
        } catch (e) {
          if (isUniqueViolation(e)) continue; // another process told them
          throw e;
        }
        this.ctx.send(
          mails.departureOpenMail(
            entry.email,
            entry.name,
            d.tourTitle,
            d.startsOn,
            d.seatsLeft,
            `${this.ctx.publicUrl}/tours/${d.tourUid}`,
          ),
        );
        sent++;
      }
    }
    return sent;
  }
}
