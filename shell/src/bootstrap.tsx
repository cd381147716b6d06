import { fetchRegistry } from './app/federation/registry';
import { takeEarly } from '@site/contracts/early-answers';
import { yieldToMain } from './features/start/yield-to-main';
import { markStart } from './app/runtime/mark-ready';

/**
 * Behind the entry's async boundary (index.ts). The app comes alive in slices, each its own task
 * (issue 29): React DOM's module first (the largest), then the shell's layout and features, then
 * the start itself (start-app.tsx: registry, federation, page data), which yields between its steps
 * too. Evaluated together they were one task of 50–200 ms on a phone (CPU ×4). The registry is
 * asked for first, so its round trip overlaps them, unless the boot script has it already.
 */
async function boot() {
  markStart('start');
  const registry = fetchRegistry('/remotes.json', takeEarly('/remotes.json'));
  const client = await import('react-dom/client');
  markStart('react');
  await yieldToMain();
  const { ShellApp } = await import('./app/shell-app');
  await yieldToMain();
  const { startApp } = await import('./start-app');
  await yieldToMain();
  await startApp(client, ShellApp, registry);
}

void boot();
