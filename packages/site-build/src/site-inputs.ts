import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ComponentType, ReactElement } from 'react';
import type { ServerWidgets, SiteGenerator } from '@site/contracts/generator';
import type { PageData, StaticQueries } from '@site/contracts/page-data';
import type { PageProps, Registry, RouteInfo } from '@site/contracts/remote';
import { loadBundle } from './load-bundle';

export interface ShellSsr {
  renderShellPage(options: {
    registry: Registry;
    path: string;
    page?: { area: string; route: RouteInfo; Page: ComponentType<PageProps>; pageData: PageData };
    /** The areas' server widgets, by area and expose (render-page.ts `widgetLookup`). */
    widgets?: (remote: string, expose: string) => ComponentType | undefined;
  }): string;
  staticQueries?(): Pick<StaticQueries, 'navigation' | 'footer'>;
  /** A page's island templates as HTML, to go beside #root (@site/contracts/islands, point 4). */
  renderIslandTemplates?(path: string, templates: Readonly<Record<string, ReactElement>>): string;
}

export interface AreaInput {
  name: string;
  version: string;
  routes: RouteInfo[];
  generator: SiteGenerator;
  /** The server-rendering bundle the generator came from. */
  bundle: string;
  /** What the area renders into every page's HTML (its bundle's `widgets`), if anything. */
  widgets?: ServerWidgets;
  /** The remote's stylesheets, as URLs: linked in the head of the area's prerendered pages. */
  stylesheets: { href: string; file: string }[];
  /**
   * Per route id, the script files (relative to the remote's folder) its page loads when the app
   * starts on it (route-chunks.json, written by the remote's build): prefetched after load.
   */
  routeChunks: Readonly<Record<string, readonly string[]>>;
}

/** What the build reads from the published apps in the site directory. */
export interface SiteInputs {
  registry: Registry;
  areas: AreaInput[];
  shell: ShellSsr;
  template: string;
  /** The site icon (the shell's favicon), for the web-app manifest. */
  icon: string;
  /**
   * The shell's build: changes when the shell's code changes, never with content alone. An area's
   * version is recorded in each of its pages, and its pages live in that version's page set.
   */
  buildHash: string;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/**
 * `versions` renders an area at a published version other than its live one: a release renders its
 * new version's pages before the registry points at it.
 */
export function readSiteInputs(
  siteDir: string,
  versions: Readonly<Record<string, string>> = {},
): SiteInputs {
  const registryFile = path.join(siteDir, 'remotes.json');
  if (!fs.existsSync(registryFile))
    throw new Error(`No registry at ${registryFile}: run pnpm build first`);
  const registry = readJson<Registry>(registryFile);
  for (const [name, version] of Object.entries(versions)) {
    if (!registry.remotes[name]) throw new Error(`${name} is not in the registry`);
    if (!fs.existsSync(path.join(siteDir, 'remotes', name, version, 'mf-manifest.json')))
      throw new Error(`${name}@${version} is not published`);
    registry.remotes[name] = {
      ...registry.remotes[name],
      version,
      entry: `/remotes/${name}/${version}/mf-manifest.json`,
    };
  }
  const shellVersion = readJson<{ version: string; hash: string }>(
    path.join(siteDir, 'shell', 'version.json'),
  );

  const areas: AreaInput[] = [];
  for (const [name, entry] of Object.entries(registry.remotes).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const dir = path.join(siteDir, 'remotes', name, entry.version);
    const routes = readJson<RouteInfo[]>(path.join(dir, 'routes.json'));
    entry.routes = routes;
    const bundleFile = path.join(siteDir, 'ssr', name, entry.version, 'index.js');
    const bundle = loadBundle<{ generator?: SiteGenerator; widgets?: ServerWidgets }>(bundleFile);
    if (!bundle.generator)
      throw new Error(`${name}@${entry.version}: its SSR bundle exports no generator`);
    const cssList = path.join(dir, 'css.json');
    const stylesheets = fs.existsSync(cssList)
      ? readJson<string[]>(cssList).map((file) => ({
          href: `/remotes/${name}/${entry.version}/${file}`,
          file,
        }))
      : [];
    // A version published before the file existed has none: its pages prefetch less.
    const routeChunksFile = path.join(dir, 'route-chunks.json');
    const routeChunks = fs.existsSync(routeChunksFile)
      ? readJson<Record<string, string[]>>(routeChunksFile)
      : {};
    areas.push({
      name,
      version: entry.version,
      routes,
      generator: bundle.generator,
      bundle: bundleFile,
      widgets: bundle.widgets,
      stylesheets,
      routeChunks,
    });
  }
  const shell = loadBundle<ShellSsr>(
    path.join(siteDir, 'ssr', 'shell', shellVersion.version, 'index.js'),
  );
  const buildHash = createHash('sha1').update(shellVersion.hash).digest('hex').slice(0, 20);
  const template = fs.readFileSync(path.join(siteDir, 'shell', 'index.html'), 'utf8');
  const iconFile = fs
    .readdirSync(path.join(siteDir, 'shell'))
    .find((f) => f.startsWith('favicon') && f.endsWith('.svg'));
  const icon = iconFile ? fs.readFileSync(path.join(siteDir, 'shell', iconFile), 'utf8') : '';
  if (!icon) throw new Error('The shell build has no favicon.svg for the web-app manifest');
  return { registry, areas, shell, template, buildHash, icon };
}
