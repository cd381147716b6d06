import { decimalAmount } from '../commerce/money';
import type { Db } from '../db/database';
import { referenceOf } from './donation-reference';
import { givingDb } from './donation-tables';

/*
 * Exports for the charity's staff (packages/api README, "Giving"). The Gift Aid export has the
 * columns of HMRC's Gift Aid schedule spreadsheet, in its order: title, first name, last name, house
 * name or number, postcode, donation date (DD/MM/YY) and amount; one row per donation (aggregated
 * and sponsored rows are not used). Only succeeded gifts in pounds with a Gift Aid declaration.
 */

/** One CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is neutralised for spreadsheets. */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
const csv = (rows: Array<Array<string | number | null>>) =>
  rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';

const ddmmyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`;
/** The house name or number, as HMRC asks for it: "12" from "12 Minster Lane", "Rose Cottage" from "Rose Cottage, High Street". */
export function houseOf(address: string): string {
  const first = (address.split(/[,\n]/)[0] ?? '').trim();
  return /^(\d+[A-Za-z]?)\b/.exec(first)?.[1] ?? first;
}

export interface Range {
  /** Inclusive, YYYY-MM-DD. */
  from: string | null;
  /** Inclusive, YYYY-MM-DD. */
  to: string | null;
}

function inRange<Q extends { where: (...args: never[]) => Q }>(
  query: Q,
  column: string,
  range: Range,
): Q {
  let q = query as unknown as { where: (c: string, op: string, v: string) => unknown };
  if (range.from) q = q.where(column, '>=', `${range.from}T00:00:00.000Z`) as typeof q;
  if (range.to) q = q.where(column, '<', `${nextDay(range.to)}T00:00:00.000Z`) as typeof q;
  return q as unknown as Q;
}
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export async function giftAidCsv(
  db: Db,
  range: Range,
): Promise<{ csv: string; rows: number; total: string }> {
  const g = givingDb(db);
  const base = g
    .selectFrom('giving_donations')
    .innerJoin(
      'giving_gift_aid_declarations',
      'giving_gift_aid_declarations.id',
      'giving_donations.gift_aid_declaration_id',
    )
    .select([
      'giving_gift_aid_declarations.title',
      'giving_gift_aid_declarations.first_name',
      'giving_gift_aid_declarations.last_name',
      'giving_gift_aid_declarations.address',
      'giving_gift_aid_declarations.postcode',
      'giving_donations.created_at',
      'giving_donations.amount',
    ])
    .where('giving_donations.status', '=', 'succeeded')
    .where('giving_donations.gift_aid', '=', 1)
    .where('giving_donations.currency', '=', 'GBP');
  const rows = await inRange(base, 'giving_donations.created_at', range)
    .orderBy('giving_donations.created_at')
    .execute();
  const total = rows.reduce((n, r) => n + r.amount, 0);
  return {
    rows: rows.length,
    total: decimalAmount(total),
    csv: csv([
      [
        'Title',
        'First name',
        'Last name',
        'House name or number',
        'Postcode',
        'Donation date (DD/MM/YY)',
        'Amount',
      ],
      ...rows.map((r) => [
        r.title ?? '',
        r.first_name,
        r.last_name,
        houseOf(r.address),
        r.postcode.toUpperCase(),
        ddmmyy(r.created_at),
        decimalAmount(r.amount),
      ]),
    ]),
  };
}

export async function donationsCsv(db: Db, range: Range): Promise<{ csv: string; rows: number }> {
  const g = givingDb(db);
  const base = g
    .selectFrom('giving_donations')
    .innerJoin('giving_donors', 'giving_donors.id', 'giving_donations.donor_id')
    .select([
      'giving_donations.reference',
      'giving_donations.public_reference',
      'giving_donations.created_at',
      'giving_donations.project_id',
      'giving_donations.frequency',
      'giving_donations.period_key',
      'giving_donations.currency',
      'giving_donations.amount',
      'giving_donations.fee',
      'giving_donations.total',
      'giving_donations.gift_aid',
      'giving_donations.status',
      'giving_donations.charge_id',
      'giving_donors.first_name',
      'giving_donors.last_name',
      'giving_donors.email',
      'giving_donors.country',
    ]);
  const rows = await inRange(base, 'giving_donations.created_at', range)
    .orderBy('giving_donations.reference')
    .execute();
  return {
    rows: rows.length,
    csv: csv([
      [
        'Reference',
        'Date',
        'Project',
        'Frequency',
        'Period',
        'Currency',
        'Amount',
        'Fee',
        'Total',
        'Gift Aid',
        'Status',
        'Charge',
        'First name',
        'Last name',
        'E-mail',
        'Country',
      ],
      ...rows.map((r) => [
        referenceOf(r),
        r.created_at,
        r.project_id,
        r.frequency,
        r.period_key,
        r.currency,
        decimalAmount(r.amount),
        decimalAmount(r.fee),
        decimalAmount(r.total),
        r.gift_aid ? 'yes' : 'no',
        r.status,
        r.charge_id,
        r.first_name,
        r.last_name,
        r.email,
        r.country,
      ]),
    ]),
  };
}
