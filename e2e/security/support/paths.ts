import path from 'node:path';

// Where the attack suite's server keeps its data: the tests read the database and the outbox files
// directly, as an operator could, to check what an attack did or did not change. One folder per
// port, so two runs on different SECURITY_PORTs never share (or wipe) each other's data.
// e2e/start-server.mjs computes the same folder.
export const securityDataDir = path.resolve(
  __dirname,
  '..',
  '..',
  '..',
  '.data',
  `security-${process.env.SECURITY_PORT ?? '4320'}`,
);
