import { areaCorpus } from '@site/contracts/area-testing';
import type { GivingDocument } from '../shared/content/document';

/** The real corpus, links left as stored (id only, no uid): the giving pages resolve them. */
export const { corpusOf, corpusSource } = areaCorpus<GivingDocument>('giving');
