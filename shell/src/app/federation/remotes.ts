import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ComponentType } from 'react';
import type { PageProps, Registry, RemoteRoutesModule, RouteInfo } from '@site/contracts/remote';
import { bus } from '@site/event-bus';

/** What loadRemote resolves to when a remote cannot be loaded (layer 2 of 3). */
export interface FallbackModule {
  __fallback: true;
  remote: string;
  reason: string;
}

export function isFallback(value: unknown): value is FallbackModule {
  return (
    typeof value === 'object' && value !== null && (value as FallbackModule).__fallback === true
  );
}

/**
 * Layer 2: when a remote's manifest, entry or chunk fails for good (after the
 * retry plugin, layer 1), hand back a marker module instead of throwing, so the
 * caller can render that area's fallback while everything else keeps working.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const remote = id.split('/')[0] ?? id;
      const reason = error instanceof Error ? error.message : String(error);
      bus.emit('remote.failed', { remote, reason });
      const fallback: FallbackModule = { __fallback: true, remote, reason };
      return fallback;
    },
  };
}

export function connectRemotes(registry: Registry, origin = window.location.origin): void {
  registerPlugins([
    RetryPlugin({
      fetch: { retryTimes: 2, retryDelay: 250 },
      script: { retryTimes: 2, retryDelay: 250 },
    }),
    fallbackPlugin(),
  ]);
  registerRemotes(
    Object.entries(registry.remotes).map(([name, entry]) => ({
      name,
      entry: new URL(entry.entry, origin).href,
    })),
  );
}

const LOAD_TIMEOUT_MS = 15_000;

function withTimeout<T>(promise: Promise<T>, remote: string): Promise<T | FallbackModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<FallbackModule>((resolve) => {
    timer = setTimeout(
      () => resolve({ __fallback: true, remote, reason: `no answer in ${LOAD_TIMEOUT_MS} ms` }),
      LOAD_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function load<T>(remote: string, expose: string): Promise<T | FallbackModule> {
  try {
    const mod = await withTimeout(loadRemote<T>(`${remote}/${expose}`), remote);
    if (mod === null || mod === undefined) {
      return { __fallback: true, remote, reason: `${remote}/${expose} is empty` };
    }
    return mod;
  } catch (error) {
    // An unregistered remote throws before the plugin hook runs.
    return {
      __fallback: true,
      remote,
      reason: error instanceof Error ? error.message : String(error),
    };
  }
}

const areas = new Map<string, Promise<RemoteRoutesModule | FallbackModule>>();

/** An area's `./routes`. A failure is not cached, so "Try again" really tries again. */
export function loadArea(remote: string): Promise<RemoteRoutesModule | FallbackModule> {
  let pending = areas.get(remote);
  if (!pending) {
    pending = load<{ default: RemoteRoutesModule }>(remote, 'routes').then((mod) =>
      isFallback(mod) ? mod : mod.default,
    );
    areas.set(remote, pending);
    pending.then((mod) => {
      if (isFallback(mod)) areas.delete(remote);
    });
  }
  return pending;
}

export function loadWidget<T>(remote: string, expose: string): Promise<T | FallbackModule> {
  return load<T>(remote, expose);
}

/** A route's page component, or why its area cannot provide it. A failed chunk rejects. */
export async function loadPage(
  area: string,
  info: RouteInfo,
): Promise<ComponentType<PageProps> | { unavailable: string }> {
  const mod = await loadArea(area);
  if (isFallback(mod)) return { unavailable: mod.reason };
  const route =
    mod.routes.find((r) => r.path === info.path) ?? mod.routes.find((r) => r.id === info.id);
  if (!route) throw new Error(`The ${area} area has no page for ${info.path}`);
  return (await route.load()).default;
}
