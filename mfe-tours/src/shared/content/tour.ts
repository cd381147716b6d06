import { linkResolver } from '@site/content/link-resolver';
import {
  groupLinks,
  image,
  plainText,
  productHandles,
  richText,
  text,
  type ImageRef,
} from '@site/content/reshape/fields';
import { coordinate, day, isRecord, mediaUrl, records, usd, type ToursDocument } from './document';
import type {
  ExtensionDay,
  ItineraryDay,
  LocationPin,
  RelatedLink,
  TourCard,
  TourExtension,
  TourView,
} from './tour-view';

/** Documents a tour may link to (reads, episodes), by id: their title and site path. */
export type LinkIndex = ReadonlyMap<string, RelatedLink>;

export function buildLinkIndex(docs: readonly ToursDocument[]): LinkIndex {
  const index = new Map<string, RelatedLink>();
  for (const doc of docs) {
    const url = linkResolver({ type: doc.type, uid: doc.uid ?? null });
    const title = plainText(doc.data.title) || plainText(doc.data.tour_title);
    if (url !== '/' && title) index.set(doc.id, { title, url });
  }
  return index;
}

function images(group: unknown, key = 'image'): ImageRef[] {
  return records(group).flatMap((item) => {
    const img = image(item[key]);
    return img ? [img] : [];
  });
}

function items(group: unknown, key: string): string[] {
  return records(group).flatMap((item) => {
    const value = text(item[key])?.trim();
    return value ? [value] : [];
  });
}

function itinerary(body: unknown): ItineraryDay[] {
  return records(body)
    .filter((slice) => slice.slice_type === 'itinerary_day' && isRecord(slice.primary))
    .map((slice, i) => {
      const p = slice.primary as Record<string, unknown>;
      return {
        day: text(p.day) ?? `Day ${i + 1}`,
        title: plainText(p.title),
        shortDescription: text(p.short_description),
        description: richText(p.description),
        image: image(p.image),
        gallery: images(slice.items, 'gallery_image'),
      };
    })
    .filter((d) => d.title !== '' || d.description.length > 0);
}

function extensionDays(group: unknown): ExtensionDay[] {
  return records(group)
    .map((item, i) => ({
      day: text(item.day) ?? `Day ${i + 1}`,
      title: plainText(item.title),
      description: richText(item.description),
    }))
    .filter((d) => d.title !== '' || d.description.length > 0);
}

function extension(data: Record<string, unknown>, kind: 'pre' | 'post'): TourExtension | null {
  const f = (name: string) => data[`${kind}_extension_${name}`];
  const title = plainText(f('title'));
  const days = extensionDays(f('itinerary'));
  if (!title && days.length === 0) return null;
  return {
    kind,
    title: title || (kind === 'pre' ? 'Pre-tour extension' : 'Post-tour extension'),
    startsOn: day(f('start_date')),
    priceSingleUsd: usd(f('price_single')),
    priceDoubleUsd: usd(f('price_double')),
    itinerary: days,
    bookletUrl: mediaUrl(f('booklet')),
  };
}

/**
 * The tour booklet: the PDF the API makes from this tour's content (itinerary, hotels, what to
 * bring, the extensions too) whenever the tour has an itinerary; otherwise a stored file, if any.
 */
function bookletUrl(uid: string, data: Record<string, unknown>): string | null {
  const hasItinerary = records(data.body).some((s) => s.slice_type === 'itinerary_day');
  return hasItinerary
    ? `/api/tours/${encodeURIComponent(uid)}/booklet.pdf`
    : mediaUrl(data.tour_booklet);
}

function pins(group: unknown): LocationPin[] {
  return records(group).flatMap((item) => {
    const latitude = coordinate(item.latitude, 90);
    const longitude = coordinate(item.longitude, 180);
    const name = text(item.name)?.trim();
    if (latitude === null || longitude === null || !name) return [];
    const kind: LocationPin['kind'] =
      item.pre_extension === true ? 'pre' : item.post_extension === true ? 'post' : 'main';
    return [{ name, description: text(item.description)?.trim() ?? '', latitude, longitude, kind }];
  });
}

function productTitle(handle: string): string {
  return handle
    .split('-')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
}

/** A tour document as its pages show it; null when it has no uid or no start date (it could have no page). */
export function reshapeTour(doc: ToursDocument, links: LinkIndex = new Map()): TourView | null {
  const data = doc.data;
  const startsOn = day(data.tour_start_date);
  if (!doc.uid || !startsOn) return null;
  const related = (group: unknown, key: string) =>
    groupLinks(group, key)
      .map((link) => links.get(link.id))
      .filter((link): link is RelatedLink => link !== undefined);
  return {
    uid: doc.uid,
    title: plainText(data.tour_title) || doc.uid,
    subtitle: plainText(data.tour_subtitle) || null,
    thumbnail: image(data.thumbnail_image),
    description: richText(data.description),
    metaDescription: text(data.meta_description),
    startsOn,
    priceSingleUsd: usd(data.price_per_person_single_occupancy),
    priceDoubleUsd: usd(data.price_per_person_double_occupancy),
    slider: images(data.slider_images),
    included: items(data.whats_included_list, 'item'),
    notIncluded: items(data.whats_not_included_list, 'item'),
    faq: records(data.faq)
      .map((item) => ({
        question: text(item.question)?.trim() ?? '',
        answer: richText(item.answer),
      }))
      .filter((q) => q.question !== ''),
    itinerary: itinerary(data.body),
    preExtension: extension(data, 'pre'),
    postExtension: extension(data, 'post'),
    bookletUrl: bookletUrl(doc.uid, data),
    pins: pins(data.location_pins),
    bookingImage: image(data.booking_image),
    related: {
      reads: related(data.related_reads, 'read'),
      episodes: related(data.related_episodes, 'episode'),
      products: productHandles(data.related_products).map((handle) => ({
        title: productTitle(handle),
        url: `/shop/products/${handle}`,
      })),
    },
  };
}

/** The lower of two prices, ignoring a missing (0) one. */
export function priceFrom(a: number, b: number): number {
  const set = [a, b].filter((n) => n > 0);
  return set.length ? Math.min(...set) : 0;
}

/** `today` is YYYY-MM-DD (the build's date): a tour that started before it has departed. */
export function tourCard(tour: TourView, today: string): TourCard {
  return {
    uid: tour.uid,
    title: tour.title,
    subtitle: tour.subtitle,
    thumbnail: tour.thumbnail,
    startsOn: tour.startsOn,
    priceFromUsd: priceFrom(tour.priceSingleUsd, tour.priceDoubleUsd),
    departed: tour.startsOn < today,
  };
}
