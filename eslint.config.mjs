// Lint rules for the whole workspace. Boundaries are enforced here, not by memory:
// no remote imports another remote, packages never import apps, no import cycles.
import fs from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['shell', 'mfe-content', 'mfe-commerce', 'mfe-media', 'mfe-giving', 'mfe-tours'];

/** Each app may import only itself and packages/*. */
const appZones = apps.map((app) => ({
  target: `./${app}`,
  from: apps.filter((other) => other !== app).map((other) => `./${other}`),
  message: `${app} must not import another app's source: use its federation exposes or a package.`,
}));

/*
 * packages/api's floors, bottom to top (packages/api/README.md, "Floors"). A floor imports only the
 * floors under it; the domains' migrations and GraphQL areas are registered upward by compose/.
 */
const apiSrc = (name) => `./packages/api/src/${name}`;
const apiFloors = [
  ['commerce', 'jobs'],
  ['db'],
  ['security', 'mail'],
  ['customer'],
  ['product-graphql'],
  [
    'cart',
    'catalogue',
    'checkout',
    'contact',
    'donations',
    'geo',
    'payments',
    'podcasts',
    'storefront',
    'tours',
  ],
  ['compose', 'test-support', 'index.ts', 'router.ts', 'main.ts', 'config.ts'],
];
const apiFloorZones = [
  ...apiFloors.slice(0, -1).flatMap((floor, level) =>
    floor.map((name) => ({
      target: apiSrc(name),
      from: apiFloors
        .slice(level + 1)
        .flat()
        .map(apiSrc),
      message: `packages/api/src/${name} is on floor ${level}: it imports only the floors under it; the floors above register into it.`,
    })),
  ),
  // Two areas on one floor that share nothing but what lies under them.
  {
    target: apiSrc('tours'),
    from: [apiSrc('donations')],
    message: 'tours does not import donations: what both need lives on a lower floor.',
  },
  {
    target: apiSrc('donations'),
    from: [apiSrc('tours')],
    message: 'donations does not import tours: what both need lives on a lower floor.',
  },
];
// Tests, test harnesses and command-line entry points assemble the whole API: they stand above the floors.
const apiAssemblers = [
  'packages/api/src/**/*.test.ts',
  'packages/api/src/**/*test-api.ts',
  'packages/api/src/**/*test-client.ts',
  'packages/api/src/**/test-areas.ts',
  'packages/api/src/**/*-cli.ts',
  'packages/api/src/payments/crash/**',
];

/**
 * Feature zones inside an area, in bulletproof-react's style: a feature imports src/shared and
 * itself, never another feature, and src/shared imports no feature. What several features use moves
 * into src/shared. `standing` names the feature-to-feature edges still allowed, each for a reason.
 */
function featureZones(app, standing = {}) {
  const features = fs
    .readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...features.map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [feature, ...(standing[feature] ?? []).filter((other) => other !== feature)].map(
        (name) => `./${name}`,
      ),
      message: `${app}: features/${feature} imports src/shared and itself, not another feature; move what several features use into src/shared.`,
    })),
    {
      target: `./${app}/src/shared`,
      from: `./${app}/src/features`,
      message: `${app}: src/shared is under the features and imports none of them.`,
    },
  ];
}

const commerceFeatures = fs.readdirSync(new URL('./mfe-commerce/src/features', import.meta.url));
const areaFeatureZones = [
  // Every commerce feature still shows prices through features/currency; it moves to src/shared
  // once the currency display work in flight lands, and this exception goes with it.
  ...featureZones(
    'mfe-commerce',
    Object.fromEntries(commerceFeatures.map((feature) => [feature, ['currency']])),
  ),
  // Pages that embed another feature's widget: the waitlist form (booking, details) and the map
  // (details). They move to composition in app/ or to src/shared with the booking page's rework.
  ...featureZones('mfe-tours', { booking: ['waitlist'], details: ['waitlist', 'map'] }),
  ...featureZones('mfe-giving'),
  ...featureZones('mfe-content'),
  ...featureZones('mfe-media'),
  // The shell's remaining edges run between features that other work in flight reshapes (layout,
  // start, widgets): each is named here so that no new one appears, and goes when they move.
  ...featureZones('shell', {
    layout: ['widgets', 'screen', 'start'],
    'not-found': ['widgets'],
    prefetch: ['widgets', 'start'],
    widgets: ['start', 'errors'],
  }),
];

const baseZones = [
  ...appZones,
  {
    target: './packages',
    from: apps.map((app) => `./${app}`),
    message: 'packages/* never import an app.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.site/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'packages/cms/corpus-large/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': {
        typescript: {
          project: ['./*/tsconfig.json', './packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
        node: true,
      },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Cycles: scripts/import-cycles.cjs (part of `pnpm lint`) finds every one import/no-cycle did.
      'import/no-restricted-paths': [
        'error',
        { zones: [...baseZones, ...apiFloorZones, ...areaFeatureZones] },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Browser code routes through @site/router, the shared facade: react-router imported directly
    // would be a second, unshared copy with its own context (see packages/router).
    files: [
      'shell/src/**/*.{ts,tsx}',
      'mfe-*/src/**/*.{ts,tsx}',
      'packages/ui/src/**/*.{ts,tsx}',
      'packages/standalone-host/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}', 'shell/src/ssr.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: "Import routing from '@site/router', the shared facade.",
          })),
        },
      ],
    },
  },
  {
    // A test may set its scene up through another feature's or floor's code; apps stay apart.
    files: [...apiAssemblers, '**/*.test.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: baseZones }] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
