/**
 * Authoring dates: "1517-10-31" (exact), "1517" (year only) or "586 BC".
 * Stored as Prismic dates with the year positive and an AD/BC flag beside it.
 */
export interface StoredDate {
  adbc: 'AD' | 'BC';
  date: string;
  exact: boolean;
}

export function parseDate(spec: string): StoredDate {
  const m = /^(\d{1,4})(?:-(\d{2})-(\d{2}))?( BC)?$/.exec(spec);
  if (!m) throw new Error(`bad date ${spec}`);
  const [, year = '', month, day, bc] = m;
  if (bc && month) throw new Error(`BC dates are year-only here: ${spec}`);
  const exact = month !== undefined;
  if (exact && Number.isNaN(Date.parse(`${year.padStart(4, '0')}-${month}-${day}T00:00:00Z`)))
    throw new Error(`bad date ${spec}`);
  return {
    adbc: bc ? 'BC' : 'AD',
    date: `${year.padStart(4, '0')}-${month ?? '01'}-${day ?? '01'}`,
    exact,
  };
}

/** A signed year for ordering and range checks (1 BC is year 0). */
export function signedYear(spec: string): number {
  const d = parseDate(spec);
  const y = Number(d.date.slice(0, 4));
  return d.adbc === 'BC' ? 1 - y : y;
}

export function label(spec: string): string {
  const d = parseDate(spec);
  const y = String(Number(d.date.slice(0, 4)));
  return d.adbc === 'BC' ? `${y} BC` : y;
}
