import type { RichTextField } from '@prismicio/client';
import { CONTINENTS, type Continent } from '@site/content/continents';
import { image, plainText, richText, text, type ImageRef } from '@site/content/reshape/fields';
import { amount, isRecord, type GivingDocument } from './document';
import { countryCode, countryName, flagEmoji } from './flags';
import { languageProjectId, slugify } from './slug';

/** The continents of the language_project slice's select, in the order the page lists them. */
export { CONTINENTS, type Continent };

/** A continent in a URL (`?continent=north-america`). */
export function continentSlug(continent: Continent): string {
  return slugify(continent);
}

/** The continent a `?continent=` value names, or null (show every continent) for anything else. */
export function parseContinent(value: string | null | undefined): Continent | null {
  if (!value) return null;
  return CONTINENTS.find((c) => continentSlug(c) === value.toLowerCase()) ?? null;
}

export interface LanguageFlag {
  code: string;
  emoji: string;
  /** The country's name, for screen readers and tooltips. */
  country: string;
}

export interface LanguageProject {
  /** The API project id: `language-<uid>`. */
  id: string;
  /** The slug of the language name: its page is /language-donations/<uid>. */
  uid: string;
  name: string;
  shortDescription: RichTextField;
  flag: LanguageFlag | null;
  continent: Continent | null;
  goalUsd: number;
  upperDescription: RichTextField;
  lowerDescription: RichTextField;
  featuredImage: ImageRef | null;
}

export interface LanguageDonationsPage {
  title: string;
  subTitle: string;
  details: RichTextField;
  titleImage: ImageRef | null;
  youtubeId: string | null;
  videoThumbnail: ImageRef | null;
  backgroundImage: ImageRef | null;
  metaDescription: string | null;
  projects: LanguageProject[];
}

function reshapeLanguageProject(primary: Record<string, unknown>): LanguageProject | null {
  const name = typeof primary.language_name === 'string' ? primary.language_name.trim() : '';
  const uid = slugify(name);
  if (!uid) return null;
  const code = countryCode(primary.flag_code);
  const continent = CONTINENTS.find((c) => c === primary.continent) ?? null;
  return {
    id: languageProjectId(uid),
    uid,
    name,
    shortDescription: richText(primary.short_descriptions),
    flag: code ? { code, emoji: flagEmoji(code), country: countryName(code) } : null,
    continent,
    goalUsd: amount(primary.goal),
    upperDescription: richText(primary.upper_descriptions),
    lowerDescription: richText(primary.lower_descriptions),
    featuredImage: image(primary.featured_image),
  };
}

/** A YouTube video id (11 characters of [A-Za-z0-9_-]); anything else shows no video. */
function youtubeId(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{11}$/.test(value) ? value : null;
}

/** The language_donations_page; two slices with one language name make one project (the first). */
export function reshapeLanguagePage(doc: GivingDocument): LanguageDonationsPage {
  const data = doc.data;
  const slices = Array.isArray(data.body) ? data.body.filter(isRecord) : [];
  const projects: LanguageProject[] = [];
  for (const slice of slices) {
    if (slice.slice_type !== 'language_project' || !isRecord(slice.primary)) continue;
    const project = reshapeLanguageProject(slice.primary);
    if (project && !projects.some((p) => p.uid === project.uid)) projects.push(project);
  }
  return {
    title: plainText(data.title) || 'Language projects',
    subTitle: plainText(data.sub_title),
    details: richText(data.details),
    titleImage: image(data.title_image),
    youtubeId: youtubeId(data.youtube_id),
    videoThumbnail: image(data.video_thumbnail),
    backgroundImage: image(data.background_image),
    metaDescription: text(data.meta_description),
    projects,
  };
}

export interface ContinentGroup {
  continent: Continent | null;
  projects: LanguageProject[];
}

/** Projects by continent in CONTINENTS order, empty continents left out; projects without one last. */
export function groupByContinent(projects: readonly LanguageProject[]): ContinentGroup[] {
  const groups: ContinentGroup[] = [...CONTINENTS, null].map((continent) => ({
    continent,
    projects: projects.filter((p) => p.continent === continent),
  }));
  return groups.filter((g) => g.projects.length > 0);
}
