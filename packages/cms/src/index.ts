export { createCmsRouter, type CmsRouter } from './router';
export {
  createLocalCms,
  type ApiAnswer,
  type JsonAnswer,
  type LocalCms,
  type LocalCmsOptions,
} from './local-api';
export { defaultCmsOptions, type CmsOptions } from './options';
