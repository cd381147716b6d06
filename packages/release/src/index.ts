// What the site's plain-JavaScript build scripts (scripts/build.mjs, apps.mjs) use of the release
// tooling, from the compiled bundle (scripts/compile.mjs): publishing a build and reading or
// starting the registry (the site folder's file, or PostgreSQL when DATABASE_URL says so).
export { publishRemote, stagingOf } from './publish';
export { publishedLiveVersion, readRegistry, setRemote } from './registry-file';
export { openRegistryStore, setRemoteIn } from './registry-stores';
export { main } from './cli';
