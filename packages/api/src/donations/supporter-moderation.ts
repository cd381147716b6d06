import type { Db } from '../db/database';
import { parseReference, referenceOf } from './donation-reference';
import { givingDb } from './donation-tables';
import { publicName } from './supporter-names';

/*
 * Ops' side of the public supporters list (`giving supporters`, `giving hide-supporter`): see who a
 * project shows, and hide one gift from the list, or show it again. The mark is a column of the
 * ledger row (migration 0010), so it holds across restarts and every server process at once.
 */

export interface SupporterRow {
  reference: string;
  donationId: string;
  /** The name as stored, and as the public sees it ("Anonymous" when it carries a link). */
  storedName: string;
  shownAs: string;
  country: string;
  givenAt: string;
  hiddenAt: string | null;
}

/** Gifts of a project whose donor opted in to be shown, newest first, hidden ones included (marked). */
export async function listSupporters(
  db: Db,
  projectId: string,
  limit = 200,
): Promise<SupporterRow[]> {
  const rows = await givingDb(db)
    .selectFrom('giving_donations')
    .innerJoin('giving_donors', 'giving_donors.id', 'giving_donations.donor_id')
    .select([
      'giving_donations.id',
      'giving_donations.reference',
      'giving_donations.public_reference',
      'giving_donations.created_at',
      'giving_donations.supporter_hidden_at',
      'giving_donors.first_name',
      'giving_donors.country',
    ])
    .where('giving_donations.project_id', '=', projectId)
    .where('giving_donations.status', '=', 'succeeded')
    .where('giving_donations.show_as_supporter', '=', 1)
    .orderBy('giving_donations.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    reference: referenceOf(r),
    donationId: r.id,
    storedName: r.first_name,
    shownAs: r.supporter_hidden_at ? '(hidden)' : publicName(r.first_name),
    country: r.country,
    givenAt: r.created_at,
    hiddenAt: r.supporter_hidden_at,
  }));
}

export type HideTarget = { reference: string } | { donationId: string };

/**
 * Hides one gift from the public supporters (or, with `hidden: false`, shows it again). The gift is
 * named by its reference (random or an older D-000091) or its id. Returns the gift's reference, or
 * null when no gift has it.
 */
export async function setSupporterHidden(
  db: Db,
  target: HideTarget,
  hidden: boolean,
  now = new Date(),
): Promise<string | null> {
  const giving = givingDb(db);
  let query = giving.selectFrom('giving_donations').select(['id', 'reference', 'public_reference']);
  if ('donationId' in target) query = query.where('id', '=', target.donationId);
  else {
    const parsed = parseReference(target.reference);
    if (!parsed) return null;
    query =
      'reference' in parsed
        ? query.where('public_reference', '=', parsed.reference)
        : query.where('public_reference', 'is', null).where('reference', '=', parsed.sequence);
  }
  const row = await query.executeTakeFirst();
  if (!row) return null;
  await giving
    .updateTable('giving_donations')
    .set({ supporter_hidden_at: hidden ? now.toISOString() : null })
    .where('id', '=', row.id)
    .execute();
  return referenceOf(row);
}
