import path from 'node:path';
import type { Registry, RegistryEntry, RouteInfo } from '@site/contracts';
import type { JsonFileCache } from './json-file';
import { isRemoteName, isVersion, remoteDir, type SiteLayout } from './site-layout';

export type RegistryRead = { ok: true; registry: Registry } | { ok: false; message: string };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks the shape ops must write; the message names the first problem found. */
export function validateRegistry(value: unknown): RegistryRead {
  if (!isObject(value) || !isObject(value.remotes)) {
    return { ok: false, message: 'remotes.json must be an object with a "remotes" object' };
  }
  const remotes: Record<string, RegistryEntry> = {};
  for (const [name, entry] of Object.entries(value.remotes)) {
    if (!isRemoteName(name)) {
      return { ok: false, message: `remote name "${name}" must use only a-z, 0-9 and "-"` };
    }
    if (!isObject(entry) || typeof entry.version !== 'string' || !isVersion(entry.version)) {
      return { ok: false, message: `remotes.${name}.version must be a version like "1.2.3"` };
    }
    if (typeof entry.entry !== 'string' || entry.entry.trim() === '') {
      return {
        ok: false,
        message: `remotes.${name}.entry must be the URL of its mf-manifest.json`,
      };
    }
    const canary = entry.canary;
    if (canary !== undefined) {
      if (
        !isObject(canary) ||
        typeof canary.version !== 'string' ||
        !isVersion(canary.version) ||
        typeof canary.percent !== 'number' ||
        !(canary.percent > 0 && canary.percent < 100)
      ) {
        return {
          ok: false,
          message: `remotes.${name}.canary must be { "version": "1.2.3", "percent": 1–99 }`,
        };
      }
    }
    remotes[name] = {
      version: entry.version,
      entry: entry.entry,
      ...(isObject(canary)
        ? { canary: { version: canary.version as string, percent: canary.percent as number } }
        : {}),
    };
  }
  return { ok: true, registry: { remotes } };
}

/** Keeps the well-formed `{ id, path, title, clientOnly? }` items; anything else is not a route list. */
export function parseRoutes(value: unknown): RouteInfo[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((item: unknown) =>
    isObject(item) &&
    typeof item.id === 'string' &&
    typeof item.title === 'string' &&
    typeof item.path === 'string' &&
    item.path.startsWith('/')
      ? [
          {
            id: item.id,
            path: item.path,
            title: item.title,
            ...(item.clientOnly === true ? { clientOnly: true } : {}),
          },
        ]
      : [],
  );
}

/** The site directory's JSON as the server sees it on this request. */
export class SiteData {
  constructor(
    private readonly layout: SiteLayout,
    private readonly files: JsonFileCache,
  ) {}

  /** A missing registry means no remote is live yet, which is not an error. */
  async registry(): Promise<RegistryRead> {
    const read = await this.files.read(this.layout.registry);
    if (read.kind === 'missing') return { ok: true, registry: { remotes: {} } };
    if (read.kind === 'invalid')
      return { ok: false, message: `remotes.json is not valid JSON: ${read.message}` };
    return validateRegistry(read.value);
  }

  /**
   * The registry with each version's routes added (omitted when its routes.json is missing). With
   * `versions` (one visitor's, see visitor-versions.ts) each area is at the version that visitor
   * gets, and the canary is not mentioned: it is what their browser loads.
   */
  async composedRegistry(versions?: Record<string, string>): Promise<RegistryRead> {
    const read = await this.registry();
    if (!read.ok) return read;
    const remotes: Record<string, RegistryEntry> = {};
    for (const [name, live] of Object.entries(read.registry.remotes)) {
      const version = versions?.[name] ?? live.version;
      const { canary: _canary, ...rest } = live;
      const entry: RegistryEntry =
        versions === undefined
          ? live
          : {
              ...rest,
              version,
              entry:
                version === live.version
                  ? live.entry
                  : `/remotes/${name}/${version}/mf-manifest.json`,
            };
      const routes = await this.remoteRoutes(name, version);
      remotes[name] = routes ? { ...entry, routes } : entry;
    }
    return { ok: true, registry: { remotes } };
  }

  async remoteRoutes(name: string, version: string): Promise<RouteInfo[] | undefined> {
    const read = await this.files.read(
      path.join(remoteDir(this.layout, name, version), 'routes.json'),
    );
    return read.kind === 'ok' ? parseRoutes(read.value) : undefined;
  }

  async shellRoutes(): Promise<RouteInfo[]> {
    const read = await this.files.read(this.layout.shellRoutes);
    return (read.kind === 'ok' && parseRoutes(read.value)) || [];
  }

  /** Every route pattern the site answers with a page; a broken registry leaves the shell's own. */
  async pageRoutes(): Promise<RouteInfo[]> {
    const [shell, registry] = await Promise.all([this.shellRoutes(), this.composedRegistry()]);
    if (!registry.ok) return shell;
    return [...shell, ...Object.values(registry.registry.remotes).flatMap((e) => e.routes ?? [])];
  }

  async shellVersion(): Promise<string | null> {
    const read = await this.files.read(this.layout.shellVersion);
    if (read.kind !== 'ok' || !isObject(read.value)) return null;
    return typeof read.value.version === 'string' ? read.value.version : null;
  }
}
