import path from 'node:path';

/** Paths relative to this script, so the authoring tool runs from any checkout. */
export const corpusDir = path.resolve(__dirname, '../../..');
export const cmsDir = path.resolve(corpusDir, '..');
export const documentsDir = path.join(corpusDir, 'documents');
export const imagesDir = path.join(corpusDir, 'images');
