import { createClient } from '@site/content';
import { bookletFromData, bookletPath, type TourBooklet } from './tour-booklet';

/*
 * The tours as the content API has them (spec §3: tour), read over the Prismic protocol: what a
 * departure is made from. Prices in the content are whole US dollars per person; the double price
 * is a text field, so it is parsed and a tour without a readable price is left out (and logged).
 */

export interface TourExtensionInfo {
  title: string;
  startsOn: string | null;
  days: number;
  /** Minor units per person. */
  priceSingle: number;
  priceDouble: number;
  /** Plain text of the extension's details e-mail text, when the content has one. */
  emailText: string | null;
  bookletUrl: string | null;
}

export interface TourInfo {
  uid: string;
  title: string;
  startsOn: string;
  days: number;
  priceSingle: number;
  priceDouble: number;
  pre: TourExtensionInfo | null;
  post: TourExtensionInfo | null;
  emailText: string | null;
  bookletUrl: string | null;
  /** IANA zone of where the tour starts (see timezoneFor). */
  timezone: string;
  /** The first main pin, e.g. "Geneva", used as the calendar entry's location. */
  meetingPoint: string | null;
  /** What the booklet PDF prints; absent when the content has no itinerary. */
  booklet?: TourBooklet;
}

/** tour_form's choices: what the interest form may send. */
export interface TourFormChoices {
  ageRanges: string[];
  locations: string[];
}

export interface TourCatalogue {
  tours(): Promise<TourInfo[]>;
  tour(uid: string): Promise<TourInfo | null>;
  /** Null when the content has no tour_form (any age range and location is then taken). */
  form(): Promise<TourFormChoices | null>;
}

type Doc = { id: string; uid: string | null; data: Record<string, unknown> };
type Pin = {
  name?: unknown;
  latitude?: unknown;
  longitude?: unknown;
  pre_extension?: unknown;
  post_extension?: unknown;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const plain = (field: unknown): string =>
  Array.isArray(field)
    ? field
        .map((b: { text?: unknown }) => (typeof b?.text === 'string' ? b.text : ''))
        .join('\n\n')
        .trim()
    : typeof field === 'string'
      ? field.trim()
      : '';
const dateOf = (value: unknown): string | null =>
  typeof value === 'string' && DATE.test(value) ? value : null;

/** 3090, "3090", "3,090" or "3090.50" dollars → minor units; anything else → null. */
export function dollars(value: unknown): number | null {
  const text =
    typeof value === 'number'
      ? String(value)
      : typeof value === 'string'
        ? value.replace(/[,\s$]/g, '')
        : '';
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

const mediaUrl = (value: unknown): string | null => {
  const url = (value as { url?: unknown } | null)?.url;
  return typeof url === 'string' && url ? url : null;
};

/**
 * The time zone a tour's calendar entries are in, from where it starts: the tours run in Britain,
 * continental Europe and New England. Coordinates outside those fall back to UTC.
 */
export function timezoneFor(latitude: number, longitude: number): string {
  if (longitude < -50 && longitude > -90 && latitude > 24) return 'America/New_York';
  if (longitude >= -11 && longitude < 2 && latitude > 49.8 && latitude < 61) return 'Europe/London';
  if (longitude >= -10 && longitude < 30 && latitude > 35 && latitude < 60) return 'Europe/Paris';
  return 'UTC';
}

function extension(data: Record<string, unknown>, kind: 'pre' | 'post'): TourExtensionInfo | null {
  const title = plain(data[`${kind}_extension_title`]);
  const priceSingle = dollars(data[`${kind}_extension_price_single`]);
  const priceDouble = dollars(data[`${kind}_extension_price_double`]);
  if (!title || priceSingle === null || priceDouble === null) return null;
  const itinerary = Array.isArray(data[`${kind}_extension_itinerary`])
    ? (data[`${kind}_extension_itinerary`] as unknown[])
    : [];
  return {
    title,
    startsOn: dateOf(data[`${kind}_extension_start_date`]),
    days: Math.max(1, itinerary.length),
    priceSingle,
    priceDouble,
    emailText: plain(data[`${kind}_extension_details_email_text`]) || null,
    bookletUrl: mediaUrl(data[`${kind}_extension_booklet`]),
  };
}

/** One tour document as a TourInfo, or null (with the reason) when it cannot be booked. */
export function tourFromDocument(doc: Doc): TourInfo | { skipped: string } {
  const data = doc.data;
  if (!doc.uid) return { skipped: `tour ${doc.id} has no uid` };
  const startsOn = dateOf(data.tour_start_date);
  if (!startsOn) return { skipped: `tour ${doc.uid} has no tour_start_date` };
  const priceSingle = dollars(data.price_per_person_single_occupancy);
  const priceDouble = dollars(data.price_per_person_double_occupancy);
  if (priceSingle === null || priceDouble === null)
    return { skipped: `tour ${doc.uid} has no readable occupancy prices` };
  const body = Array.isArray(data.body) ? (data.body as Array<{ slice_type?: string }>) : [];
  const pins = Array.isArray(data.location_pins) ? (data.location_pins as Pin[]) : [];
  const main = pins.find(
    (p) =>
      p.pre_extension !== true &&
      p.post_extension !== true &&
      typeof p.latitude === 'number' &&
      typeof p.longitude === 'number',
  );
  const booklet = bookletFromData(data);
  return {
    uid: doc.uid,
    title: plain(data.tour_title) || doc.uid,
    startsOn,
    days: Math.max(1, body.filter((s) => s.slice_type === 'itinerary_day').length),
    priceSingle,
    priceDouble,
    pre: extension(data, 'pre'),
    post: extension(data, 'post'),
    emailText: plain(data.tour_details_email_text) || null,
    // The booklet is the PDF made from this document (which covers the extensions too).
    bookletUrl: booklet ? bookletPath(doc.uid) : mediaUrl(data.tour_booklet),
    ...(booklet ? { booklet } : {}),
    timezone: main ? timezoneFor(main.latitude as number, main.longitude as number) : 'UTC',
    meetingPoint: main && typeof main.name === 'string' ? main.name : null,
  };
}

export interface ContentTourCatalogueOptions {
  /** The Prismic-compatible API, e.g. `http://127.0.0.1:3000/cms/api/v2`. */
  endpoint: string;
  accessToken?: string;
  /** How long a read is trusted; default one minute. */
  ttlMs?: number;
  now?: () => number;
  log?: (line: string) => void;
}

export function contentTourCatalogue(options: ContentTourCatalogueOptions): TourCatalogue {
  const now = options.now ?? Date.now;
  const ttl = options.ttlMs ?? 60_000;
  const client = createClient({
    endpoint: options.endpoint,
    env: { PRISMIC_ACCESS_TOKEN: options.accessToken },
  });
  let cached: { at: number; tours: TourInfo[]; form: TourFormChoices | null } | null = null;
  let loading: Promise<{ at: number; tours: TourInfo[]; form: TourFormChoices | null }> | null =
    null;
  const load = () =>
    (loading ??= (async () => {
      try {
        const [docs, forms] = (await Promise.all([
          client.getAllByType('tour'),
          client.getAllByType('tour_form'),
        ])) as unknown as [Doc[], Doc[]];
        const tours: TourInfo[] = [];
        for (const doc of docs) {
          const tour = tourFromDocument(doc);
          if ('skipped' in tour) options.log?.(`tours: ${tour.skipped}; it gets no departure`);
          else tours.push(tour);
        }
        cached = { at: now(), tours, form: forms[0] ? formChoices(forms[0]) : null };
        return cached;
      } finally {
        loading = null;
      }
    })());
  const current = async () => (cached && now() - cached.at < ttl ? cached : load());
  return {
    tours: async () => (await current()).tours,
    tour: async (uid) => (await current()).tours.find((t) => t.uid === uid) ?? null,
    form: async () => (await current()).form,
  };
}

function formChoices(doc: Doc): TourFormChoices {
  const list = (field: unknown, key: string) =>
    (Array.isArray(field) ? (field as Array<Record<string, unknown>>) : [])
      .map((row) => (typeof row[key] === 'string' ? (row[key] as string).trim() : ''))
      .filter(Boolean);
  return {
    ageRanges: list(doc.data.age_range, 'age_range'),
    locations: list(doc.data.locations, 'location'),
  };
}

/** A fixed catalogue, for tests and for running the API without a content server. */
export function fixedTourCatalogue(
  tours: TourInfo[],
  form: TourFormChoices | null = null,
): TourCatalogue {
  return {
    tours: async () => tours,
    tour: async (uid) => tours.find((t) => t.uid === uid) ?? null,
    form: async () => form,
  };
}
