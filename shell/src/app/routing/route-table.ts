import type { Registry, RouteInfo } from '@site/contracts/remote';

export interface ShellRoute extends RouteInfo {
  area: string;
}

/**
 * The site's route table: each area's paths as the registry lists them, plus any
 * path that the area's loaded `./routes` module adds (a remote can add a page
 * without a shell release). When two areas claim one path, the first one keeps it.
 */
export function assembleRoutes(
  registry: Registry,
  loaded: Readonly<Record<string, readonly RouteInfo[]>> = {},
  warn: (message: string) => void = console.warn,
): ShellRoute[] {
  const byPath = new Map<string, ShellRoute>();
  const add = (area: string, info: RouteInfo) => {
    const key = normalise(info.path);
    const existing = byPath.get(key);
    if (existing && existing.area !== area) {
      warn(
        `The path ${info.path} is claimed by ${existing.area} and ${area}; ${existing.area} keeps it`,
      );
      return;
    }
    if (!existing) {
      byPath.set(key, {
        id: info.id,
        path: info.path,
        title: info.title,
        area,
        ...(info.clientOnly ? { clientOnly: true } : {}),
      });
    }
  };
  for (const [area, entry] of Object.entries(registry.remotes)) {
    for (const info of entry.routes ?? []) add(area, info);
    for (const info of loaded[area] ?? []) add(area, info);
  }
  return [...byPath.values()];
}

/** react-router treats "/team" and "/team/" as one path; so do we. */
function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : path;
}
