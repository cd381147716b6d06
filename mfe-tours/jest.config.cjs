const preset = require('../jest.preset.cjs')(__dirname);

// d3-geo (the build-time map) and its dependencies are ESM-only (.mjs): transpiled like the preset's.
const [swc] = Object.values(preset.transform);
module.exports = {
  ...preset,
  transform: { ...preset.transform, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(@prismicio|@shopify|nanoid|imgix-url-builder|d3-geo|d3-array|internmap))',
  ],
};
