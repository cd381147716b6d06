export { buildSite, type BuildOptions, type BuildReport } from './build-site';
export {
  createWarmBuilder,
  type WarmBuilder,
  type WarmBuilderOptions,
  type WarmReport,
} from './warm-builder';
