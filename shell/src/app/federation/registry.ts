import { isRemoteName } from '@site/contracts/registry-names';
import type { Registry, RegistryEntry, RouteInfo } from '@site/contracts/remote';

function isRouteInfo(value: unknown): value is RouteInfo {
  const r = value as RouteInfo;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.id === 'string' &&
    typeof r.path === 'string' &&
    r.path.startsWith('/') &&
    typeof r.title === 'string'
  );
}

/**
 * Checks the registry's shape. A malformed entry is dropped (and reported), never
 * allowed to break the others: ops can mistype one remote without taking the site down.
 */
export function parseRegistry(
  raw: unknown,
  warn: (message: string) => void = console.warn,
): Registry {
  const remotes: Record<string, RegistryEntry> = {};
  const source = (raw as { remotes?: unknown } | null)?.remotes;
  if (typeof source !== 'object' || source === null) {
    warn('remotes.json has no "remotes" object; no area can load');
    return { remotes };
  }
  for (const [name, value] of Object.entries(source)) {
    const entry = value as Partial<RegistryEntry>;
    if (
      !isRemoteName(name) ||
      typeof entry?.version !== 'string' ||
      typeof entry.entry !== 'string'
    ) {
      warn(`remotes.json: the entry "${name}" is malformed and was skipped`);
      continue;
    }
    const routes = Array.isArray(entry.routes) ? entry.routes.filter(isRouteInfo) : undefined;
    remotes[name] = { version: entry.version, entry: entry.entry, ...(routes ? { routes } : {}) };
  }
  return { remotes };
}

/**
 * The registry is never cached by the server; a failure leaves the shell running with no areas.
 * `early` is the body the boot script asked for after load (@site/contracts/early-answers):
 * used when it arrived, asked for again when it failed.
 */
export async function fetchRegistry(
  url = '/remotes.json',
  early: Promise<unknown> | null = null,
): Promise<Registry> {
  try {
    const body = await early;
    if (body) return parseRegistry(body);
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRegistry(await response.json());
  } catch (error) {
    console.error('Could not load the remote registry', error);
    return { remotes: {} };
  }
}
