import { spawnSync } from 'node:child_process';

export const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';

/**
 * Redis runs in CI beside PostgreSQL; the Redis cases run when it answers. Jest's describe blocks
 * are synchronous, so the connection is tried in a child process.
 */
export function redisReachable(): boolean {
  const { hostname, port } = new URL(REDIS_URL);
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      `const s=require('net').connect(${Number(port) || 6379},'${hostname}');s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1))`,
    ],
    { timeout: 3000 },
  );
  return probe.status === 0;
}
