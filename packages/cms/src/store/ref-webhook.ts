import { differingEntries } from './build-snapshot';
import type { ContentStore } from './content-store';
import type { ContentSnapshot } from './types';

export interface RefWebhookOptions {
  store: ContentStore;
  /** Where to post (the site's `/api/cms/webhook`, from configuration). */
  url: string;
  secret: string;
  /** Quiet time after a change on disk before the new ref is taken: an editor's save is several writes. */
  settleMs?: number;
  /** Without a directory watcher, how often the corpus is looked at. */
  pollMs?: number;
  log?: (line: string) => void;
  /** For tests. */
  fetch?: typeof fetch;
}

/** Documents whose file changed between two snapshots, or that one has and the other not. */
export function changedDocumentIds(before: ContentSnapshot, after: ContentSnapshot): string[] {
  const fingerprint = (d: ContentSnapshot['documents'][number]) =>
    d.digest ?? JSON.stringify(d.doc);
  const changed = new Set<string>();
  for (const [was, now] of differingEntries(before, after)) {
    if (!was || !now || fingerprint(was) !== fingerprint(now)) changed.add((was ?? now)!.doc.id);
  }
  return [...changed].sort();
}

/** Prismic's `api-update` payload for a new master ref. */
export function apiUpdatePayload(masterRef: string, documents: string[], secret: string) {
  return {
    type: 'api-update',
    masterRef,
    releases: {},
    masks: {},
    tags: {},
    experiments: {},
    documents,
    domain: 'embedded',
    secret,
  };
}

/**
 * The embedded CMS calls the site's webhook as hosted Prismic does (issue 30): when its documents
 * change on disk (an editor's save, a Migration API write, a release published), it takes the new
 * master ref and posts an `api-update` naming the changed documents. Posts go one at a time, in
 * order; a failed post is tried again twice, then given up with a log line (the next change
 * sends the newest ref, and the site's build finds every change by its hash index anyway).
 */
export function startRefWebhook(options: RefWebhookOptions): { stop(): void } {
  const { store } = options;
  const log = options.log ?? ((line: string) => console.warn(`[cms] ${line}`));
  const post = options.fetch ?? fetch;
  let last = store.current();
  let timer: NodeJS.Timeout | null = null;
  let sending = Promise.resolve();
  let stopped = false;

  async function send(masterRef: string, documents: string[]) {
    const body = JSON.stringify(apiUpdatePayload(masterRef, documents, options.secret));
    for (let attempt = 1; attempt <= 3 && !stopped; attempt++) {
      try {
        const response = await post(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (response.ok) return;
        // A refusal (a wrong secret, a bad payload) will not change on a second try.
        if (response.status < 500) {
          log(`webhook ${options.url} refused the update: ${response.status}`);
          return;
        }
        log(`webhook ${options.url} answered ${response.status} (attempt ${attempt})`);
      } catch (error) {
        log(`webhook ${options.url} failed (attempt ${attempt}): ${(error as Error).message}`);
      }
      await new Promise((resume) => setTimeout(resume, 500 * attempt));
    }
  }

  function check() {
    timer = null;
    if (stopped) return;
    const now = store.current();
    if (now.ref === last.ref) return;
    const documents = changedDocumentIds(last, now);
    last = now;
    sending = sending.then(() => send(now.ref, documents));
  }

  const changed = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(check, options.settleMs ?? 40);
  };
  const unsubscribe = store.onChange(changed);
  const poll = store.isPolling ? setInterval(changed, options.pollMs ?? 1000) : null;
  poll?.unref();
  return {
    stop() {
      stopped = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      if (poll) clearInterval(poll);
    },
  };
}
