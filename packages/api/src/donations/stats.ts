import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type DonationContext, type DonationView, hashToken, money } from './donation-context';
import type { GivingProjectInfo } from './project-catalogue';
import { publicName } from './supporter-names';

/*
 * What the donations service reads for others to see: a receipt for its donor, a donor's history
 * with yearly totals, each project's totals and its opted-in supporters.
 */
export class DonationStats {
  constructor(private readonly ctx: DonationContext) {}

  /**
   * One donation for its donor: the signed-in customer who gave it, or whoever holds the receipt
   * token. Anything else is null, after the same lookup and hash, so the answer and its time say
   * nothing about whether the id exists.
   */
  async donation(
    id: string,
    token: string | null,
    customerId: string | null,
  ): Promise<DonationView | null> {
    const row = /^[A-Za-z0-9_-]{1,64}$/.test(id)
      ? await this.ctx.db
          .selectFrom('giving_donations')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst()
      : undefined;
    const given = Buffer.from(hashToken(token ?? ''), 'hex');
    const stored = Buffer.from(
      row?.receipt_token_hash ?? hashToken(randomBytes(8).toString('hex')),
      'hex',
    );
    const tokenOk =
      token !== null &&
      token.length > 0 &&
      given.length === stored.length &&
      timingSafeEqual(given, stored);
    const ownerOk = row !== undefined && customerId !== null && row.customer_id === customerId;
    if (!row || !(tokenOk || ownerOk)) return null;
    return this.ctx.view(row, tokenOk ? token : null);
  }

  async history(customerId: string, year: number | null) {
    let query = this.ctx.db
      .selectFrom('giving_donations')
      .selectAll()
      .where('customer_id', '=', customerId);
    if (year !== null)
      query = query
        .where('created_at', '>=', `${year}-01-01`)
        .where('created_at', '<', `${year + 1}-01-01`);
    const rows = await query.orderBy('created_at', 'desc').orderBy('reference', 'desc').execute();
    const totals = new Map<
      string,
      { year: number; currency: string; total: number; giftAid: number; count: number }
    >();
    for (const r of rows) {
      if (r.status !== 'succeeded') continue;
      const y = Number(r.created_at.slice(0, 4));
      const key = `${y} ${r.currency}`;
      const t = totals.get(key) ?? {
        year: y,
        currency: r.currency,
        total: 0,
        giftAid: 0,
        count: 0,
      };
      t.total += r.total;
      t.giftAid += r.gift_aid === 1 ? Math.floor(r.amount / 4) : 0;
      t.count += 1;
      totals.set(key, t);
    }
    return {
      donations: await Promise.all(rows.map((r) => this.ctx.view(r, null))),
      yearlyTotals: [...totals.values()]
        .sort((a, b) => b.year - a.year || a.currency.localeCompare(b.currency))
        .map((t) => ({
          year: t.year,
          total: money(t.total, t.currency),
          giftAid: money(t.giftAid, t.currency),
          count: t.count,
        })),
    };
  }

  /** Real donations per project: raised per currency, count, and opt-in supporters (first name, country). */
  async projectStats(ids: string[] | null) {
    const { catalogue } = this.ctx.options;
    const projects = ids
      ? (await Promise.all(ids.slice(0, 100).map((id) => catalogue.project(id)))).filter(
          (p): p is GivingProjectInfo => p !== null,
        )
      : await catalogue.all();
    if (projects.length === 0) return [];
    const wanted = projects.map((p) => p.id);
    const sums = await this.ctx.db
      .selectFrom('giving_donations')
      .select(['project_id', 'currency'])
      .select((eb) => [
        eb.fn.sum<number>('amount').as('raised'),
        eb.fn.countAll<number>().as('count'),
      ])
      .where('status', '=', 'succeeded')
      .where('project_id', 'in', wanted)
      .groupBy(['project_id', 'currency'])
      .execute();
    return projects.map((p) => {
      const mine = sums
        .filter((s) => s.project_id === p.id)
        .sort((a, b) => a.currency.localeCompare(b.currency));
      return {
        id: p.id,
        kind: p.kind,
        title: p.title,
        goal: p.goal === null ? null : money(p.goal, 'USD'),
        raised: mine.map((s) => money(Number(s.raised), s.currency)),
        donationCount: mine.reduce((n, s) => n + Number(s.count), 0),
      };
    });
  }

  async supporters(projectId: string, first: number) {
    const rows = await this.ctx.db
      .selectFrom('giving_donations')
      .innerJoin('giving_donors', 'giving_donors.id', 'giving_donations.donor_id')
      .select(['giving_donors.first_name', 'giving_donors.country', 'giving_donations.created_at'])
      .where('giving_donations.project_id', '=', projectId)
      .where('giving_donations.status', '=', 'succeeded')
      .where('giving_donations.show_as_supporter', '=', 1)
      .where('giving_donations.supporter_hidden_at', 'is', null)
      .orderBy('giving_donations.created_at', 'desc')
      .limit(Math.max(0, Math.min(first, 50)))
      .execute();
    // A name stored before links were refused at input is not shown as it is (supporter-names.ts).
    return rows.map((r) => ({
      firstName: publicName(r.first_name),
      country: r.country,
      givenAt: r.created_at,
    }));
  }
}
