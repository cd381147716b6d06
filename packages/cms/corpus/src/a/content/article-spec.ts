import type { Art } from '../lib/svg-art';

/** Product handles the shop seeds from (the only ones a document may name). */
export type ProductHandle =
  | 'the-great-controversy-hardcover'
  | 'the-great-controversy-paperback'
  | 'season-1-dvd'
  | 'season-2-dvd'
  | 'season-3-dvd'
  | 'reformation-map-poster'
  | 'waldensian-valleys-guide'
  | 'pioneers-biography-set'
  | 'tyndale-new-testament-facsimile'
  | 'timeline-wall-chart'
  | 'heritage-tote-bag'
  | 'heritage-t-shirt'
  | 'luther-rose-mug'
  | 'bible-study-journal';

export type SliceSpec =
  | { kind: 'text'; source: string[] }
  | { kind: 'quote'; quote: string; by: string; bg: 'Light' | 'Black' | 'Grey' }
  | { kind: 'photo'; caption: string; art?: Art }
  | { kind: 'video'; caption: string };

export type ArticleSpec = {
  uid: string;
  title: string;
  meta: string;
  season: 1 | 2 | 3;
  /** readCategory uids */
  cats: string[];
  date: string;
  author: string;
  art: Art;
  body: SliceSpec[];
  tags?: string[];
  people?: string[];
  places?: string[];
  reads?: string[];
  /** words that find related episodes, podcasts and the sub-period among the other helper's documents */
  keywords?: string[];
  products?: ProductHandle[];
  footnotes?: string[];
  further?: string[];
  listening?: string[];
  video?: string;
  overview?: boolean;
  priority?: number;
};

export const t = (...source: string[]): SliceSpec => ({ kind: 'text', source });
export const q = (
  quote: string,
  by: string,
  bg: 'Light' | 'Black' | 'Grey' = 'Light',
): SliceSpec => ({ kind: 'quote', quote, by, bg });
export const photo = (caption: string, art?: Art): SliceSpec => ({
  kind: 'photo',
  caption,
  ...(art ? { art } : {}),
});
export const video = (caption: string): SliceSpec => ({ kind: 'video', caption });
