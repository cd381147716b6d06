import type { Registry } from '@site/contracts/remote';

// The shell's server rendering (ssr.tsx) gives the router only the routes that could match a page.

/**
 * The part of a route's path every path it matches starts with (lower case, no trailing slash):
 * the literal segments before the first parameter, splat or optional segment.
 */
function literalPrefix(routePath: string): string {
  const special = routePath.search(/[:*?]/);
  const literal = special < 0 ? routePath : routePath.slice(0, routePath.lastIndexOf('/', special));
  return literal.replace(/\/+$/, '').toLowerCase();
}

const prefixes = new Map<string, string>();
const prefixOf = (routePath: string) => {
  let prefix = prefixes.get(routePath);
  if (prefix === undefined) prefixes.set(routePath, (prefix = literalPrefix(routePath)));
  return prefix;
};

/**
 * The registry with only the routes that could match `path` (issue 33): the router ranks every
 * route it is given on each render, which for the site's hundred-odd routes was a sixth of a
 * page's render. A route left out could not have matched, so the router picks the same one, and
 * the markup is the same. A path with escapes keeps every route (the router matches it decoded).
 */
export function registryFor(registry: Registry, path: string): Registry {
  if (path.includes('%')) return registry;
  const lower = path.toLowerCase();
  const remotes: Registry['remotes'] = {};
  for (const [area, entry] of Object.entries(registry.remotes)) {
    remotes[area] = entry.routes
      ? { ...entry, routes: entry.routes.filter((r) => lower.startsWith(prefixOf(r.path))) }
      : entry;
  }
  return { ...registry, remotes };
}
