// The release contract check's third part (contract-check.ts): a candidate's routes.json is well
// formed, and none of its paths is also the shell's or another live (or canary) area's.
import path from 'node:path';
import { type JsonRead, readJsonOr } from './contract-files';
import { canaryVersion, type RegistryDocument } from './registry-store';

/** A routes.json entry as read: nothing in it is trusted until routeErrors has looked. */
export interface RouteJson {
  id?: unknown;
  path?: unknown;
  title?: unknown;
  clientOnly?: unknown;
}
/** A well-formed route. */
export interface Route {
  id: string;
  path: string;
  title: string;
  clientOnly?: boolean;
}

export interface RoutesContext {
  siteDir: string;
  name: string;
  registry: RegistryDocument;
  routes: JsonRead<unknown>;
}

/* ------------------------------------------------------------------------------------------------ */
/* 3. Routes                                                                                        */

const PARAM = /^:[A-Za-z_$][\w$-]*\??$/;
// An unreserved or sub-delimiting URL character, or a percent escape; `?` only as the optional mark.
const STATIC_SEGMENT = /^(?:[A-Za-z0-9\-._~!$&'()+,;=@]|%[0-9A-Fa-f]{2})+\??$/;

/** Why `pattern` is not a react-router path pattern, or null when it is one. */
export function patternError(pattern: unknown): string | null {
  if (typeof pattern !== 'string' || !pattern.startsWith('/'))
    return 'the path must be a string starting with /';
  const segments = pattern.slice(1).split('/');
  if (segments[segments.length - 1] === '') segments.pop(); // a trailing slash is allowed
  const params = new Set<string>();
  for (const [i, segment] of segments.entries()) {
    if (segment === '*') {
      if (i !== segments.length - 1) return 'a * splat may only be the last segment';
    } else if (segment.startsWith(':')) {
      if (!PARAM.test(segment)) return `"${segment}" is not a :param name`;
      const param = segment.replace(/^:|\?$/g, '');
      if (params.has(param)) return `the parameter :${param} appears twice`;
      params.add(param);
    } else if (segment === '') return 'empty segment (//)';
    else if (!STATIC_SEGMENT.test(segment)) return `"${segment}" is not a valid path segment`;
  }
  return null;
}

/** Two paths match the same URLs when this is equal: case, :param names and a trailing / ignored. */
export const routeKey = (pattern: string): string =>
  pattern
    .toLowerCase()
    .replace(/:[^/]+?(\?)?(?=\/|$)/g, ':$1')
    .replace(/(.)\/$/, '$1');

/** What is wrong with one routes.json entry, as a list of reasons. */
function routeErrors(value: unknown, name: string): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return ['is not an object'];
  const route = value as RouteJson;
  const errors: string[] = [];
  const idPattern = new RegExp(`^${name.replace(/[^\w]/g, '\\$&')}\\.[A-Za-z0-9][\\w.-]*$`);
  if (typeof route.id !== 'string' || !idPattern.test(route.id))
    errors.push(`the id must be "${name}.<page>"`);
  const bad = patternError(route.path);
  if (bad) errors.push(bad);
  if (typeof route.title !== 'string' || route.title.trim() === '')
    errors.push('the title must be a non-empty string');
  if (route.clientOnly !== undefined && typeof route.clientOnly !== 'boolean')
    errors.push('clientOnly must be true or false');
  return errors;
}

const describeRoute = (route: unknown, index: number) =>
  `route #${index + 1}${route && typeof route === 'object' ? ` (${String((route as RouteJson).id ?? 'no id')} ${JSON.stringify((route as RouteJson).path)})` : ''}`;

/** Malformed entries, and two entries of the candidate that match the same URLs. */
function malformedRoutes(routes: unknown[], name: string): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  routes.forEach((value, index) => {
    const errors = routeErrors(value, name);
    const route = value as Route;
    if (errors.length)
      return problems.push(
        `${name}: routes.json ${describeRoute(route, index)}: ${errors.join('; ')}`,
      );
    const key = routeKey(route.path);
    if (seen.has(key))
      problems.push(`${name}: routes.json: ${route.path} and ${seen.get(key)} match the same URLs`);
    seen.set(key, route.path);
  });
  return problems;
}

/** The routes the candidate must not collide with: the shell's, and each other area's live and canary ones. */
function liveRouteSets({
  siteDir,
  name,
  registry,
}: RoutesContext): { owner: string; routes: unknown }[] {
  const sets: { owner: string; routes: unknown }[] = [
    {
      owner: "the shell's",
      routes: readJsonOr<unknown>(path.join(siteDir, 'shell', 'routes.json'), []),
    },
  ];
  for (const [other, entry] of Object.entries(registry.remotes ?? {})) {
    if (other === name) continue;
    const versions = [
      ...new Set([entry.version, canaryVersion(entry)].filter((v): v is string => Boolean(v))),
    ];
    for (const version of versions) {
      const file = path.join(siteDir, 'remotes', other, version, 'routes.json');
      const label = version === entry.version ? 'live' : 'canary';
      sets.push({ owner: `${other}@${version}'s ${label}`, routes: readJsonOr<unknown>(file, []) });
    }
  }
  return sets;
}

function collisions(routes: Route[], context: RoutesContext): string[] {
  const problems: string[] = [];
  for (const { owner, routes: theirs } of liveRouteSets(context)) {
    if (!Array.isArray(theirs)) continue;
    const byKey = new Map(
      (theirs as RouteJson[])
        .filter((r): r is Route => typeof r?.path === 'string')
        .map((r) => [routeKey(r.path), r]),
    );
    for (const route of routes) {
      const other = byKey.get(routeKey(route.path));
      if (other) {
        problems.push(
          `${context.name}: route ${route.id} "${route.path}" collides with ${owner} route ${other.id} "${other.path}"`,
        );
      }
    }
  }
  return problems;
}

export function checkRoutes(context: RoutesContext): { problems: string[]; summary?: string } {
  const { name, routes } = context;
  if (routes.error) return { problems: [`${name}: routes.json: ${routes.error}`] };
  if (!Array.isArray(routes.value) || routes.value.length === 0) {
    return {
      problems: [
        `${name}: routes.json must be a non-empty array of { id, path, title, clientOnly? }`,
      ],
    };
  }
  const malformed = malformedRoutes(routes.value, name);
  if (malformed.length) return { problems: malformed };
  const problems = collisions(routes.value as Route[], context);
  return {
    problems,
    summary: `routes: ${routes.value.length} well formed, none also the shell's or another area's`,
  };
}
