export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/** Spec §9: no prefetching on 2g connections or in save-data mode. */
export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** The same-origin path an anchor leads to, or null for other origins, downloads, new tabs and hashes. */
export function prefetchPath(
  anchor: Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'>,
  origin: string,
): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return url.pathname;
}
