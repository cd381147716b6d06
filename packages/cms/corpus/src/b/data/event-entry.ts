/** One timeline event as authored. Dates as in lib/dates.ts; `links` is "people | places | reads". */
export interface EventEntry {
  uid: string;
  title: string;
  start: string;
  end: string | null;
  subPeriod: string;
  people: string[];
  places: string[];
  reads: string[];
  body: string;
  main: boolean;
  quote?: [string, string];
  products?: string[];
}

export interface EventExtra {
  main?: boolean;
  quote?: [string, string];
  products?: string[];
}

type Draft = Omit<EventEntry, 'subPeriod'>;

const list = (s: string | undefined) => (s ?? '').trim().split(/\s+/).filter(Boolean);

export function e(
  uid: string,
  title: string,
  start: string,
  end: string | null,
  links: string,
  body: string,
  extra: EventExtra = {},
): Draft {
  const [people, places, reads] = links.split('|');
  return {
    uid,
    title,
    start,
    end,
    people: list(people),
    places: list(places),
    reads: list(reads),
    body,
    main: Boolean(extra.main),
    quote: extra.quote,
    products: extra.products,
  };
}

export const section = (subPeriod: string, drafts: Draft[]): EventEntry[] =>
  drafts.map((d) => ({ ...d, subPeriod }));
