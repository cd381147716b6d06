import type { RichTextField } from '@prismicio/client';
import type { ImageRef } from '@site/content/reshape/fields';

/*
 * The tours area's content, reshaped at build time from the CMS (spec §3: tour, tour_landing,
 * tour_form) into what the pages render. Page data carries these; pages never see raw documents.
 * Prices from the content are whole US dollars per person.
 */

export interface ItineraryDay {
  day: string;
  title: string;
  shortDescription: string | null;
  description: RichTextField;
  image: ImageRef | null;
  gallery: ImageRef[];
}

export interface ExtensionDay {
  day: string;
  title: string;
  description: RichTextField;
}

export interface TourExtension {
  kind: 'pre' | 'post';
  title: string;
  /** YYYY-MM-DD, or null when the content has none. */
  startsOn: string | null;
  priceSingleUsd: number;
  priceDoubleUsd: number;
  itinerary: ExtensionDay[];
  /** Only the pre-extension has a booklet in the content. */
  bookletUrl: string | null;
}

export interface LocationPin {
  name: string;
  description: string;
  latitude: number;
  longitude: number;
  /** Pre- and post-extension pins are drawn apart from the main tour's. */
  kind: 'main' | 'pre' | 'post';
}

export interface RelatedLink {
  title: string;
  /** Site path, e.g. /read/martin-luther or /shop/products/luther-rose-mug. */
  url: string;
}

export interface TourView {
  uid: string;
  title: string;
  subtitle: string | null;
  thumbnail: ImageRef | null;
  description: RichTextField;
  metaDescription: string | null;
  /** YYYY-MM-DD */
  startsOn: string;
  priceSingleUsd: number;
  priceDoubleUsd: number;
  slider: ImageRef[];
  included: string[];
  notIncluded: string[];
  faq: Array<{ question: string; answer: RichTextField }>;
  itinerary: ItineraryDay[];
  preExtension: TourExtension | null;
  postExtension: TourExtension | null;
  bookletUrl: string | null;
  pins: LocationPin[];
  bookingImage: ImageRef | null;
  related: { reads: RelatedLink[]; episodes: RelatedLink[]; products: RelatedLink[] };
}

/** What a tour's card on the landing needs. */
export interface TourCard {
  uid: string;
  title: string;
  subtitle: string | null;
  thumbnail: ImageRef | null;
  startsOn: string;
  /** The lower of the two occupancy prices. */
  priceFromUsd: number;
  /** The start date was past when the site was built (the live status may say so later too). */
  departed?: boolean;
}

export interface TourGroup {
  year: string;
  description: RichTextField;
  backgroundImage: ImageRef | null;
  tours: TourCard[];
}

export interface TourLanding {
  title: string;
  about: RichTextField;
  gallery: Array<{ image: ImageRef; caption: string | null }>;
  groups: TourGroup[];
}

export interface TourForm {
  title: string;
  ageRanges: string[];
  locations: string[];
  images: ImageRef[];
  galleryTitle: string | null;
  gallery: Array<{ image: ImageRef; caption: string | null }>;
}

/** A pin as the map draws it: projected at build time into the map's viewBox. */
export interface TourMapPin {
  name: string;
  description: string;
  kind: LocationPin['kind'];
  x: number;
  y: number;
}

/**
 * A tour's map, drawn at build time (d3-geo + world-atlas, see features/map/build-map.ts): the
 * browser gets only SVG path strings in a `0 0 width height` viewBox and each pin's position.
 */
export interface TourMap {
  width: number;
  height: number;
  /** Land clipped to the view ('' when the view is all sea). */
  land: string;
  /** Country borders inside the view. */
  borders: string;
  pins: TourMapPin[];
}

/** Page data by route id. */
export interface LandingPageData {
  landing: TourLanding;
}
export interface TourPageData {
  tour: TourView;
  /** Null when the tour has no pins with coordinates. */
  map: TourMap | null;
  /** The start date was past when the site was built. */
  departed?: boolean;
}
/**
 * A tour's departure as its content gives it at build time, so that the booking page is served
 * ready to use: the date and prices are the content's; seats, status and terms are the API's and
 * come once the app is live (features/booking/api/use-departures.ts).
 */
export interface PlannedDeparture {
  /** The id the product API gives the tour's departure (packages/api/src/tours/departures.ts). */
  id: string;
  startsOn: string;
  priceSingleUsd: number;
  priceDoubleUsd: number;
  /** The start date was past when the site was built. */
  departed: boolean;
}
export interface BookingPageData {
  tour: TourView;
  form: TourForm | null;
  /** Absent in pages built before it existed: the page then waits for the live departures. */
  plannedDepartures?: PlannedDeparture[];
}
export interface InterestPageData {
  form: TourForm | null;
  tours: TourCard[];
}
