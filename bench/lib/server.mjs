import { spawn } from 'node:child_process';
import { repoRoot } from '../../scripts/apps.mjs';
import { ensureServerCompiled } from '../../packages/server/scripts/compile.mjs';

/**
 * Polls `${origin}/healthz` every `everyMs` until it answers 200; after `tries` polls it throws
 * `message`. A server that is still starting refuses connections, which counts as not yet.
 */
export async function waitForHealth(origin, { tries, everyMs, message }) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      /* starting */
    }
    if (i >= tries) throw new Error(message);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * The site as `pnpm start` runs it (scripts/start.mjs, which may build pages first) on `port`, with
 * `env` over the bench's own environment; stopped when the bench exits. Resolves once /healthz
 * answers, within `tries` polls half a second apart.
 */
export async function startSite({ port, env = {}, tries = 600 }) {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: 'ignore',
  });
  process.on('exit', () => server.kill('SIGTERM'));
  await waitForHealth(`http://localhost:${port}`, {
    tries,
    everyMs: 500,
    message: 'the site server did not start',
  });
  return server;
}

/**
 * The compiled site server in production mode, with `env` over the bench's environment (its port,
 * database and outbox): stdout is piped for benches that read it, stderr shows on the console.
 */
export async function spawnProductionServer(env) {
  return spawn(process.execPath, [await ensureServerCompiled()], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
}
