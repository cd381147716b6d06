/**
 * The variables a developer's shell may set that `pnpm start` runs without: opt-ins (the outbox's
 * HTTP view, public source maps) and outside services. The attack suites start the built site with
 * none of them (start-server.mjs for `security`, security/beacons.spec.ts for its own server).
 *
 * CommonJS, so that start-server.mjs (an ES module) and the specs (TypeScript) read one list.
 */
exports.SHELL_OPT_INS = [
  'NODE_ENV',
  'OUTBOX_HTTP',
  'SOURCE_MAPS_PUBLIC',
  'PUBLIC_URL',
  'CMS_PUBLIC_ORIGIN',
  'REDIS_URL',
  'SMTP_URL',
];
