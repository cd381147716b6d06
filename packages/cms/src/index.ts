export { createCmsRouter, type CmsRouter } from './router';
export {
  createLocalCms,
  type ApiAnswer,
  type JsonAnswer,
  type LocalCms,
  type LocalCmsOptions,
} from './local-api';
export { defaultCmsOptions, type CmsOptions } from './options';
export { Refs, type RefEntry, type ResolvedRef } from './editorial/refs';
export { PreviewTokens, type PreviewSession } from './editorial/preview-token';
export { startRefWebhook, changedDocumentIds, apiUpdatePayload } from './store/ref-webhook';
