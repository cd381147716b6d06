/**
 * `PathParams<'/read/:slug'>` is `{ slug: string }`; an optional `:x?` segment
 * gives `{ x?: string }`. A parameter may sit inside a segment
 * (`/greatcontroversy-chapter:n`), for hrefs only; routes list such paths whole.
 */
type ParamName<S extends string> = S extends `${infer Name}-${string}`
  ? Name
  : S extends `${infer Name}.${string}`
    ? Name
    : S;

type Params<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Seg}/${infer Tail}`
    ? ParamOf<Seg> & Params<`/${Tail}`>
    : ParamOf<Rest>
  : unknown;

type ParamOf<Seg extends string> = Seg extends `${infer Name}?`
  ? { [K in ParamName<Name>]?: string }
  : { [K in ParamName<Seg>]: string };

export type PathParams<P extends string> = keyof Params<P> extends never
  ? Record<string, never>
  : { [K in keyof Params<P>]: Params<P>[K] };

export interface PathDef<P extends string = string> {
  path: P;
  title: string;
}

export interface PathEntry<P extends string = string> extends PathDef<P> {
  href(...args: keyof Params<P> extends never ? [] : [PathParams<P>]): string;
}

export type PathTable<T extends Record<string, PathDef>> = {
  [K in keyof T]: PathEntry<T[K]['path']>;
};

/** Fills a path pattern; values are URI-encoded and a missing optional segment is dropped. */
export function buildHref(
  pattern: string,
  params: Record<string, string | undefined> = {},
): string {
  const filled = pattern.replace(
    /:([A-Za-z_][A-Za-z0-9_]*)(\?)?/g,
    (_m, name: string, optional) => {
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) return '';
        throw new Error(`buildHref: "${pattern}" needs the parameter "${name}"`);
      }
      return encodeURIComponent(value);
    },
  );
  // Dropping an optional segment can leave "//" or a trailing slash that the pattern did not have.
  const collapsed = filled.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 && !pattern.endsWith('/') ? collapsed.replace(/\/$/, '') : collapsed;
}

/** Turns plain `{ path, title }` definitions into a typed table with `href(params)`. */
export function definePaths<const T extends Record<string, PathDef>>(defs: T): PathTable<T> {
  const table = {} as Record<string, PathEntry>;
  for (const [key, def] of Object.entries(defs)) {
    table[key] = {
      ...def,
      href: (params?: Record<string, string | undefined>) => buildHref(def.path, params),
    } as PathEntry;
  }
  return table as PathTable<T>;
}
