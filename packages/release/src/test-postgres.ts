import { spawnSync } from 'node:child_process';

/**
 * Test support: the PostgreSQL the registry tests use (DATABASE_URL_PG, else the CI default
 * postgres://postgres@127.0.0.1:5432/test), or null when none answers, so that a machine without
 * one skips those suites as the API's do (packages/api/src/test-support/databases.ts). Jest's
 * describe blocks are synchronous, so reachability is probed in a child process, once.
 */
let probed: string | null | undefined;
export function testPostgresUrl(): string | null {
  if (probed !== undefined) return probed;
  const url = process.env.DATABASE_URL_PG?.trim() || 'postgres://postgres@127.0.0.1:5432/test';
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `const {Client}=require('pg');const c=new Client(process.argv[1]);c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))`,
      url,
    ],
    { cwd: __dirname, timeout: 5000 },
  );
  probed = probe.status === 0 ? url : null;
  if (!probed)
    console.warn(
      `PostgreSQL is not reachable at ${url}: the PostgreSQL registry tests are skipped`,
    );
  return probed;
}
