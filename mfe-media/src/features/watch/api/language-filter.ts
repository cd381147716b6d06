import type { EpisodeLanguage } from './episode';

/**
 * The watch filter follows the `language` app-state item. These codes are what the
 * filter writes there; any other value (such as the initial 'BR') means no choice
 * has been made, and English episodes show.
 */
export const LANGUAGE_CODES: Readonly<Record<string, EpisodeLanguage>> = {
  EN: 'English',
  DUB: 'Non English Dubbed',
  SUB: 'Non English Subtitles',
};

export function languageFromState(language: string): EpisodeLanguage {
  return Object.hasOwn(LANGUAGE_CODES, language)
    ? (LANGUAGE_CODES[language] ?? 'English')
    : 'English';
}

export function codeForLanguage(language: EpisodeLanguage): string {
  return Object.keys(LANGUAGE_CODES).find((code) => LANGUAGE_CODES[code] === language) ?? 'EN';
}

/**
 * What a visitor reads for each language value: the CMS's select options ("Non English
 * Dubbed") are editors' words, not the site's.
 */
export const LANGUAGE_LABELS: Readonly<Record<EpisodeLanguage, string>> = {
  English: 'English',
  'Non English Dubbed': 'Dubbed into other languages',
  'Non English Subtitles': 'Other languages, with subtitles',
};
