import type { ContentSource } from '@site/contracts/generator';
import {
  corpusOf as anyCorpusOf,
  corpusSource as anyCorpusSource,
} from '@site/contracts/area-testing';
import type { GivingDocument } from '../shared/content/document';

/** Every stored document of one type in the real corpus. */
export const corpusOf = (type: string) => anyCorpusOf<GivingDocument>(type);

/** The real corpus behind a content source, links left as stored: the giving pages resolve them. */
export const corpusSource = (overrides: Record<string, GivingDocument[]> = {}): ContentSource =>
  anyCorpusSource('giving', overrides);
