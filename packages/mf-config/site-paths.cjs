// Where the builds go: the repository's root, the published site, and a remote's staging folders.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');

/** Where builds are published: the shell under shell/, each remote under remotes/<name>/<version>/. */
function siteDir() {
  return path.resolve(process.env.SITE_DIR ?? path.join(repoRoot, '.site'));
}

/**
 * Where a remote's production build is written before it is published. scripts/build.mjs then
 * hashes it and moves it to remotes/<name>/<version>/ and ssr/<name>/<version>/ (packages/release/src/publish.ts
 * has the same layout): webpack's `clean` may empty this folder, never a published version.
 */
function remoteStaging(name) {
  const root = path.join(siteDir(), '.staging', name);
  return {
    client: path.join(root, 'client'),
    ssr: path.join(root, 'ssr'),
    maps: path.join(root, 'sourcemaps'),
  };
}

module.exports = { repoRoot, siteDir, remoteStaging };
