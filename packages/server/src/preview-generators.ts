import { readFile } from 'node:fs/promises';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import * as prismic from '@prismicio/client';
import type { ContentSource, SiteGenerator } from '@site/contracts/generator';
import { isRemoteName, isVersion, type SiteLayout } from './site-layout';

/**
 * What a server-rendering bundle may require: the React family it shares with whoever loads it
 * (the site build loads the same bundles the same way) and Node's built-ins. Anything else should
 * have been bundled, and is refused rather than resolved from this server's dependencies.
 */
const SHARED = new Set(['react', 'react/jsx-runtime', 'react-router']);
const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const ownRequire = createRequire(__filename);

/** Generators kept loaded: one per area version a preview asked for, the oldest let go first. */
const MAX_BUNDLES = 8;

/**
 * The areas' generators, from the server-rendering bundles the site build renders with
 * (`<site>/ssr/<area>/<version>/index.js`), so a preview makes a page's data with the very code
 * that made its published data. Loaded on a preview's first request for that area version only.
 */
export class AreaGenerators {
  private readonly loaded = new Map<string, Promise<SiteGenerator>>();

  constructor(private readonly layout: SiteLayout) {}

  get(area: string, version: string): Promise<SiteGenerator> {
    if (!isRemoteName(area) || !isVersion(version))
      return Promise.reject(new Error(`not an area version: ${area}@${version}`));
    const key = `${area}@${version}`;
    let pending = this.loaded.get(key);
    if (!pending) {
      pending = this.load(area, version);
      // A failed load (a version pruned meanwhile) is tried again next time.
      pending.catch(() => this.loaded.delete(key));
      if (this.loaded.size >= MAX_BUNDLES) {
        const oldest = this.loaded.keys().next().value;
        if (oldest !== undefined) this.loaded.delete(oldest);
      }
      this.loaded.set(key, pending);
    }
    return pending;
  }

  private async load(area: string, version: string): Promise<SiteGenerator> {
    const file = path.join(this.layout.root, 'ssr', area, version, 'index.js');
    const source = await readFile(file, 'utf8');
    const wrapper = vm.runInThisContext(
      `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
      { filename: file },
    ) as (e: object, r: NodeJS.Require, m: { exports: object }, f: string, d: string) => void;
    const bundleRequire = ((id: string) => {
      if (SHARED.has(id) || builtins.has(id)) return ownRequire(id) as unknown;
      throw new Error(`${area}@${version}: its server bundle requires "${id}", not bundled`);
    }) as NodeJS.Require;
    const module = { exports: {} as { generator?: SiteGenerator } };
    wrapper(module.exports, bundleRequire, module, file, path.dirname(file));
    const generator = module.exports.generator;
    if (!generator || typeof generator.generate !== 'function')
      throw new Error(`${area}@${version}: its server bundle exports no generator`);
    return generator;
  }
}

/**
 * The four queries a generator may make, through `@prismicio/client` with every query at `ref`
 * (the preview token). A list comes a page of 100 at a time, the pages after the first asked for
 * together: the client's own `dangerouslyGetAll` waits 500 ms between pages (hosted rate limits),
 * which would make every preview of a content page take seconds.
 */
export function previewContentSource(client: prismic.Client, ref: string): ContentSource {
  type Page = { results: unknown[]; total_pages: number };
  const getPage = (params: Record<string, unknown>) =>
    client.get({ ...params, ref } as never) as Promise<Page>;
  async function getAll(params: Record<string, unknown> = {}): Promise<unknown[]> {
    const first = await getPage({ ...params, pageSize: 100, page: 1 });
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, first.total_pages - 1) }, (_, i) =>
        getPage({ ...params, pageSize: 100, page: i + 2 }),
      ),
    );
    return [first, ...rest].flatMap((page) => page.results);
  }
  return {
    dangerouslyGetAll: (params) => getAll(params) as never,
    getAllByType: (type, params = {}) => {
      const filters = (params.filters as string[] | undefined) ?? [];
      return getAll({
        ...params,
        filters: [prismic.filter.at('document.type', type), ...filters],
      }) as never;
    },
    getSingle: (type, params) =>
      client.getSingle(type as never, { ...params, ref } as never) as never,
    getByUID: (type, uid, params) =>
      client.getByUID(type as never, uid, { ...params, ref } as never) as never,
  };
}
