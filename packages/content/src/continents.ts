import type { LanguageProjectSliceDefaultPrimary } from './generated/prismic-types';

/**
 * The continents of the language_project slice's select, in the order the giving pages list them:
 * the CMS model (packages/cms/corpus) offers these options and the language pages group by them.
 */
export const CONTINENTS = [
  'Africa',
  'Asia',
  'Europe',
  'North America',
  'South America',
  'Australia',
  'Antarctica',
] as const satisfies ReadonlyArray<NonNullable<LanguageProjectSliceDefaultPrimary['continent']>>;

export type Continent = (typeof CONTINENTS)[number];
