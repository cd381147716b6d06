import { resolve } from 'node:path';

/** packages/cms, found from this file so the scripts run from any working directory. */
export const cmsRoot = resolve(__dirname, '../../../..');
export const documentsDir = resolve(cmsRoot, 'corpus/documents');
export const imagesDir = resolve(cmsRoot, 'corpus/images');
export const customTypesDir = resolve(cmsRoot, 'customtypes');
export const slicesDir = resolve(cmsRoot, 'slices');
