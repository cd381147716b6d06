import type * as prismic from '@prismicio/client';

import { linkResolver } from '../link-resolver';
import {
  groupLinks,
  image,
  plainText,
  productHandles,
  text,
  type ImageRef,
  type LinkedDocument,
} from './fields';
import { asAccuracy, formatHistoricRange, parseHistoricDate, signedYear } from './historic-date';

export interface TimelineEvent {
  id: string;
  uid: string;
  path: string;
  title: string;
  description: string | null;
  /** "31 October 1517", "586 BC", "1517–1521" … or null when the event has no usable date. */
  dateLabel: string | null;
  startYear: number | null;
  endYear: number | null;
  onMainTimeline: boolean;
  image: ImageRef | null;
  banner: ImageRef | null;
  relatedPeople: LinkedDocument[];
  relatedPlaces: LinkedDocument[];
  /** Shop product handles (commerce's ProductCards shows them). */
  relatedProducts: string[];
}

/** An `events` document as the timeline uses it. */
export function reshapeEvent(doc: prismic.PrismicDocument): TimelineEvent {
  const data = doc.data as Record<string, unknown>;
  const start = parseHistoricDate(data.event_year, data.event_year_ad_bc);
  const isRange = data.date_type === 'Date Range';
  const end = isRange
    ? parseHistoricDate(data.event_end_date, data.event_end_year_ad_bc ?? data.event_year_ad_bc)
    : null;
  return {
    id: doc.id,
    uid: doc.uid ?? doc.id,
    path: linkResolver(doc),
    title: plainText(data.title),
    description: text(data.meta_description),
    dateLabel: start ? formatHistoricRange(start, end, asAccuracy(data.date_accuracy)) : null,
    startYear: start ? signedYear(start) : null,
    endYear: end ? signedYear(end) : null,
    onMainTimeline: data.display_on_main_timeline1 === true,
    image: image(data.featured_image),
    banner: image(data.post_banner),
    relatedPeople: groupLinks(data.related_people, 'person'),
    relatedPlaces: groupLinks(data.related_places, 'place'),
    relatedProducts: productHandles(data.related_products),
  };
}
