import type * as prismic from '@prismicio/client';

import { linkResolver } from '../link-resolver';
import { image, number, plainText, productHandles, richText, text, type ImageRef } from './fields';
import {
  asAccuracy,
  formatHistoricDate,
  formatHistoricRange,
  parseHistoricDate,
  signedYear,
} from './historic-date';

export interface Person {
  id: string;
  uid: string;
  path: string;
  name: string;
  summary: prismic.RichTextField;
  description: string | null;
  image: ImageRef | null;
  profileImage: ImageRef | null;
  born: string | null;
  died: string | null;
  /** "1483–1546", "b. 1483", "d. 586 BC", or null when neither date is known. */
  lifespan: string | null;
  /** Signed birth year (BC negative) for timeline placement. */
  birthYear: number | null;
  priority: number;
  /** Shop product handles (commerce's ProductCards shows them). */
  relatedProducts: string[];
}

/** A `people` document as the timeline and people pages use it. */
export function reshapePerson(doc: prismic.PrismicDocument): Person {
  const data = doc.data as Record<string, unknown>;
  const accuracy = asAccuracy(data.date_accuracy);
  const birth = parseHistoricDate(data.birthdate, data.ad_bc);
  const death = parseHistoricDate(data.date_of_death, data.death_date_ad_bc);
  let lifespan: string | null = null;
  if (birth && death) lifespan = formatHistoricRange(birth, death, 'Display year only');
  else if (birth) lifespan = `b. ${formatHistoricDate(birth)}`;
  else if (death) lifespan = `d. ${formatHistoricDate(death)}`;
  return {
    id: doc.id,
    uid: doc.uid ?? doc.id,
    path: linkResolver(doc),
    name: plainText(data.title),
    summary: richText(data.summary),
    description: text(data.meta_description),
    image: image(data.image),
    profileImage: image(data.timeline_profile_photo),
    born: birth ? formatHistoricDate(birth, accuracy) : null,
    died: death ? formatHistoricDate(death, accuracy) : null,
    lifespan,
    birthYear: birth ? signedYear(birth) : null,
    priority: number(data.priority, 0),
    relatedProducts: productHandles(data.related_products),
  };
}
