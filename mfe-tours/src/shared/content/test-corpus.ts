import { areaCorpus } from '@site/contracts/area-testing';
import type { ToursDocument } from './document';

// Test support (no test runs here): the real corpus of packages/cms, as the generator tests read it.

/** The real corpus, links left as stored (id only, no uid). */
export const { corpusOf, corpusSource } = areaCorpus<ToursDocument>('tours');
