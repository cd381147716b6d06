/**
 * Breaks a server's `.cpuprofile` (node --cpu-prof) down by where the CPU went: HTTP framework, GraphQL,
 * query building, SQL, serialisation, our own code, Node's HTTP, GC. Only the samples of the loaded
 * stretch count: from a second after the first GraphQL request to the last one, so start-up (module
 * loading, migrations, seeding) and shutdown stay out.
 * Run: [TOP=30] tsx bench/cpu-profile.ts <file.cpuprofile> [more…]   (add-line.ts calls it under BENCH_PROFILE)
 * TOP=n also lists the n functions with the most self time.
 */
import fs from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export const CATEGORIES = [
  'HTTP framework (express, body-parser)',
  'Node HTTP and sockets',
  'GraphQL (graphql-js, graphql-jit, generated code)',
  'Query building (Kysely)',
  'SQL (better-sqlite3 / pg driver)',
  'Serialisation (JSON.stringify, response)',
  'Our code (route, resolvers, cart)',
  'Garbage collection',
  'Other (timers, microtasks, V8)',
] as const;
export type Category = (typeof CATEGORIES)[number];

const FRAMEWORK =
  /\/(express|router|body-parser|raw-body|type-is|parseurl|on-finished|finalhandler|send|serve-static|qs|content-type|iconv-lite|media-typer|mime-types|accepts|negotiator|depd|http-errors|statuses|proxy-addr|forwarded|ipaddr\.js|fresh|etag|vary|cookie|encodeurl|escape-html|merge-descriptors|debug|ms|range-parser|is-promise|path-to-regexp|safe-buffer|setprototypeof|toidentifier|inherits|unpipe|ee-first|content-disposition|cookie-signature|utils-merge|methods|array-flatten|destroy|mime|bytes)@/;

/** The category a frame's own code belongs to, or null when it has no script of its own (native). */
function categoryOf(frame: CallFrame): Category | null {
  const { url, functionName } = frame;
  if (functionName === '(garbage collector)') return 'Garbage collection';
  if (functionName === '(program)' || functionName === '(root)')
    return 'Other (timers, microtasks, V8)';
  if (url === '')
    return /__.*Handler$|^compiledQuery|^query$/.test(functionName)
      ? 'GraphQL (graphql-js, graphql-jit, generated code)'
      : null;
  if (url.includes('/kysely@')) {
    // The SQLite driver's executeQuery calls better-sqlite3's native step: its self time is SQLite's.
    return functionName === 'executeQuery' && url.includes('sqlite-driver')
      ? 'SQL (better-sqlite3 / pg driver)'
      : 'Query building (Kysely)';
  }
  // db/pg-pool.ts sends node-postgres's queries (it corks the socket around them): the driver's work.
  if (
    /\/(pg|pg-protocol|pg-pool|pg-types|postgres-[a-z]+|better-sqlite3)@/.test(url) ||
    url.includes('/src/db/pg-pool.')
  ) {
    return 'SQL (better-sqlite3 / pg driver)';
  }
  if (
    /\/graphql(-jit)?@/.test(url) ||
    /\/(fast-json-stringify|generate-function|lodash\.[a-z]+|json-schema)[^/]*@/.test(url)
  ) {
    return 'GraphQL (graphql-js, graphql-jit, generated code)';
  }
  if (FRAMEWORK.test(url)) return 'HTTP framework (express, body-parser)';
  if (url.startsWith('node:') || url.startsWith('internal')) {
    return /node:(_http|net|stream|events|internal\/(stream|http|net|streams|buffer|url|errors|validators))/.test(
      url,
    )
      ? 'Node HTTP and sockets'
      : 'Other (timers, microtasks, V8)';
  }
  if (
    /\/packages\/api\/src\/storefront\/graphql-route\.ts/.test(url) &&
    functionName.startsWith('send')
  ) {
    return 'Serialisation (JSON.stringify, response)';
  }
  if (url.includes('/packages/api/src/')) return 'Our code (route, resolvers, cart)';
  return 'Other (timers, microtasks, V8)';
}

/** Milliseconds of self time per category over the loaded stretch of one profile. */
export function breakdown(profile: Profile): Map<Category, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Native frames (JSON, sockets, SQLite bindings) take the category of the nearest caller with a script.
  const resolved = new Map<number, Category>();
  const resolve = (id: number): Category => {
    const known = resolved.get(id);
    if (known) return known;
    const node = byId.get(id)!;
    const own = categoryOf(node.callFrame);
    const up = parent.get(id);
    let category = own ?? (up === undefined ? 'Other (timers, microtasks, V8)' : resolve(up));
    // Node's sockets used by the pg driver are the driver's cost, not the HTTP server's.
    if (
      category === 'Node HTTP and sockets' &&
      callerOutsideNode(id) === 'SQL (better-sqlite3 / pg driver)'
    )
      category = 'SQL (better-sqlite3 / pg driver)';
    resolved.set(id, category);
    return category;
  };
  /** The category of the nearest caller that is neither native nor Node's own code. */
  const callerOutsideNode = (id: number): Category | null => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      if (frame.url === '' || frame.url.startsWith('node:')) continue;
      return categoryOf(frame);
    }
    return null;
  };
  const inRoute = new Map<number, boolean>();
  const underRoute = (id: number): boolean => {
    const cached = inRoute.get(id);
    if (cached !== undefined) return cached;
    const frame = byId.get(id)!.callFrame;
    const up = parent.get(id);
    const hit =
      /graphql-route|storefront-handler/.test(frame.url) || (up !== undefined && underRoute(up));
    inRoute.set(id, hit);
    return hit;
  };
  const totals = new Map<Category, number>(CATEGORIES.map((c) => [c, 0]));
  for (const { id, ms } of loadedSamples(profile, underRoute)) {
    const category = resolve(id);
    totals.set(category, totals.get(category)! + ms);
  }
  return totals;
}

/** The samples of the loaded stretch (not idle), each with the milliseconds it stands for. */
function loadedSamples(
  profile: Profile,
  underRoute: (id: number) => boolean,
): { id: number; ms: number }[] {
  const idle = new Set(
    profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id),
  );
  const times: number[] = [];
  let t = 0;
  for (const delta of profile.timeDeltas) times.push((t += delta));
  const routeTimes = profile.samples.flatMap((id, i) => (underRoute(id) ? [times[i]!] : []));
  const from = (routeTimes[0] ?? 0) + 1_000_000;
  const to = routeTimes.at(-1) ?? Infinity;
  return profile.samples.flatMap((id, i) =>
    times[i]! < from || times[i]! > to || idle.has(id)
      ? []
      : [{ id, ms: (profile.timeDeltas[i + 1] ?? 0) / 1000 }],
  );
}

/** The functions with the most self time over the loaded stretch (native frames named with their caller). */
export function topFrames(profile: Profile, count: number): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const underRoute = (id: number): boolean => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      if (/graphql-route|storefront-handler/.test(byId.get(at)!.callFrame.url)) return true;
    }
    return false;
  };
  const self = new Map<string, number>();
  let all = 0;
  for (const { id, ms } of loadedSamples(profile, underRoute)) {
    let at: number | undefined = id;
    while (at !== undefined && byId.get(at)!.callFrame.url === '') at = parent.get(at);
    const own = byId.get(id)!.callFrame;
    const site = at === undefined ? own : byId.get(at)!.callFrame;
    const where = site.url
      .replace(/.*node_modules\/\.pnpm\/([^/]+)\/.*\/([^/]+)$/, '$1/$2')
      .replace(/.*\/packages\/api\//, '');
    const name = `${own.url === '' ? `${own.functionName} < ` : ''}${site.functionName || '(anonymous)'} ${where}:${site.columnNumber}`;
    self.set(name, (self.get(name) ?? 0) + ms);
    all += ms;
  }
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${((100 * ms) / all).toFixed(2).padStart(6)} %  ${name}`);
}

/** The breakdown as lines of a table, in percent of the loaded stretch's CPU. */
export function formatBreakdown(label: string, totals: Map<Category, number>): string {
  const all = [...totals.values()].reduce((a, b) => a + b, 0);
  const rows = [...totals].filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]);
  return [
    `${label}: ${all.toFixed(0)} ms of samples`,
    ...rows.map(([c, ms]) => `  ${((100 * ms) / all).toFixed(1).padStart(5)} %  ${c}`),
  ].join('\n');
}

export function readProfile(file: string): Profile {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
}

if (require.main === module) {
  const top = Number(process.env.TOP ?? 0);
  for (const file of process.argv.slice(2)) {
    const profile = readProfile(file);
    console.log(formatBreakdown(file, breakdown(profile)));
    if (top > 0) console.log(topFrames(profile, top).join('\n'));
  }
}
