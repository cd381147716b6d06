import type { ContentSource } from '@site/contracts/generator';
import {
  corpusOf as anyCorpusOf,
  corpusSource as anyCorpusSource,
} from '@site/contracts/area-testing';
import type { ToursDocument } from './document';

// Test support (no test runs here): the real corpus of packages/cms, as the generator tests read it.

/** Every stored document of one type in the real corpus. */
export const corpusOf = (type: string) => anyCorpusOf<ToursDocument>(type);

/** The real corpus behind a content source, links left as stored (id only, no uid). */
export const corpusSource = (overrides: Record<string, ToursDocument[]> = {}): ContentSource =>
  anyCorpusSource('tours', overrides);
