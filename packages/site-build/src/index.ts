export { buildSite, type BuildOptions, type BuildReport } from './build-site';
