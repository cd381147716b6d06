import { createHash } from 'node:crypto';

import type { ApiAnswer } from '../api/responses';
import { refErrorBody } from '../api/responses';
import { buildSnapshot } from '../store/build-snapshot';
import type { ContentStore } from '../store/content-store';
import type { ContentSnapshot, StoredDocument } from '../store/types';
import type { EditorialStore, Release } from './editorial-store';
import type { PreviewTokens } from './preview-token';

/** A ref as `/api/v2` lists it (Prismic's `Ref`). */
export interface RefEntry {
  id: string;
  ref: string;
  label: string;
  isMasterRef: boolean;
}

export type ResolvedRef =
  { ok: true; snapshot: ContentSnapshot } | { ok: false; answer: ApiAnswer };

/** Overlay snapshots kept: master, a few releases and previews in use at once. */
const MAX_OVERLAYS = 8;

/**
 * Turns a `ref` into the content it names: the master ref into the published snapshot, a release
 * ref into master with the release's versions over it, a preview token into master (or its
 * release) with every draft over it. Anything else answers Prismic's ref errors.
 */
export class Refs {
  private readonly overlays = new Map<string, ContentSnapshot>();

  constructor(
    private readonly store: ContentStore,
    private readonly editorial: EditorialStore | undefined,
    private readonly previews: PreviewTokens | undefined,
  ) {}

  master(): ContentSnapshot {
    return this.store.current();
  }

  /** A release's ref: it changes with the release's content and with master, which it sits on. */
  releaseRef(master: ContentSnapshot, release: Release): string {
    return createHash('sha1')
      .update(`${master.ref}\0${release.id}\0${release.contentRef}`)
      .digest('base64url')
      .slice(0, 16);
  }

  /** The releases' refs, in id order, for `/api/v2` (listed only to a request with a token). */
  releaseRefs(): RefEntry[] {
    if (!this.editorial) return [];
    const master = this.master();
    return [...this.editorial.current().releases.values()]
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((release) => ({
        id: release.id,
        ref: this.releaseRef(master, release),
        label: release.label,
        isMasterRef: false,
      }));
  }

  resolve(ref: string): ResolvedRef {
    const master = this.master();
    if (ref === master.ref) return { ok: true, snapshot: master };
    if (this.editorial) {
      const state = this.editorial.current();
      const session = this.previews?.read(ref);
      if (session === 'expired') {
        return {
          ok: false,
          answer: {
            status: 404,
            body: {
              type: 'api_security_error',
              message: `This preview token has expired: open a new preview. Master ref is: ${master.ref}`,
            },
          },
        };
      }
      if (session) {
        const release = session.release ? state.releases.get(session.release) : undefined;
        const layers = [...(release?.documents ?? []), ...state.drafts.values()];
        const key = `${master.ref}|${ref}|${release ? this.releaseRef(master, release) : ''}|${state.draftsRef}`;
        return { ok: true, snapshot: this.overlay(key, ref, master, layers) };
      }
      for (const release of state.releases.values()) {
        if (this.releaseRef(master, release) !== ref) continue;
        return {
          ok: true,
          snapshot: this.overlay(`${ref}|release`, ref, master, release.documents),
        };
      }
    }
    return { ok: false, answer: refErrorBody(ref, this.store.wasMasterRef(ref), master.ref) };
  }

  /** Master with `versions` in place of (or beside) its documents; later versions win. */
  private overlay(
    key: string,
    ref: string,
    master: ContentSnapshot,
    versions: StoredDocument[],
  ): ContentSnapshot {
    const known = this.overlays.get(key);
    if (known) return known;
    const byId = new Map(master.documents.map((entry) => [entry.doc.id, entry.doc]));
    for (const doc of versions) byId.set(doc.id, doc);
    // No digests: a rendering cache keyed on published files must not keep unpublished versions.
    const snapshot = buildSnapshot(ref, [...byId.values()], master.types);
    if (this.overlays.size >= MAX_OVERLAYS) {
      const oldest = this.overlays.keys().next().value;
      if (oldest !== undefined) this.overlays.delete(oldest);
    }
    this.overlays.set(key, snapshot);
    return snapshot;
  }
}
