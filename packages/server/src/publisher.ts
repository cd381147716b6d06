import { fork, type ChildProcess } from 'node:child_process';
import type { CmsUpdate } from './cms-webhook';
import { coalescer } from './coalesce';
import type { Generation, LiveFiles } from './live-files';

/** The publish process's messages (packages/site-build/src/publish-child.ts, mirrored here). */
type ToChild = { kind: 'build'; id: number; changedIds: string[] } | { kind: 'commit'; id: number };
type FromChild =
  | { kind: 'ready' }
  | {
      kind: 'staged';
      id: number;
      generation: Generation;
      report: { pages: number; rendered: number; seconds: number; changedIds: string[] };
    }
  | { kind: 'committed'; id: number }
  | { kind: 'failed'; id: number; message: string };

/** What one publish did, for the log and the tests. */
export interface PublishResult {
  masterRef: string | null;
  documents: string[];
  pages: number;
  rendered: number;
  /** The build's own time, in the child. */
  buildSeconds: number;
  /** From the build's start to the new pages served. */
  liveSeconds: number;
}

export interface PublisherOptions {
  siteDir: string;
  /** The public origin pages name themselves by (canonical links, the sitemap). */
  siteUrl: string;
  /** The publish process's entry (publish-child.js, or .ts run with tsx from the sources). */
  childEntry: string;
  live: LiveFiles;
  /** How long a webhook waits for others of the same burst. Default 100 ms. */
  settleMs?: number;
  log?: (line: string) => void;
  onPublished?: (result: PublishResult) => void;
}

/**
 * Publishes new master refs (issue 30): webhooks are coalesced (a burst, one build; any during a
 * build, one more after it), and each build runs in a child process that stays warm between them,
 * so the server keeps serving while it runs. The child stages the build as a generation; the
 * server shows it over the site (LiveFiles), the child then moves it in, and the server settles.
 */
export class Publisher {
  private child: ChildProcess | null = null;
  private readonly waiting = new Map<number, (message: FromChild) => void>();
  private nextId = 1;
  private readonly queue;
  private readonly log: (line: string) => void;
  private closed = false;
  /** The newest master ref a build has started for: the same ref again needs no build. */
  private startedRef: string | null = null;
  private lastRequested: string | null = null;

  constructor(private readonly options: PublisherOptions) {
    this.log = options.log ?? ((line) => console.log(line));
    this.queue = coalescer<CmsUpdate>((batch) => this.publish(batch), options.settleMs ?? 100);
  }

  /** A webhook's update: builds unless it names no new master ref. */
  request(update: CmsUpdate): { build: boolean } {
    if (this.closed || update.masterRef === null) return { build: false };
    if (update.masterRef === this.lastRequested || update.masterRef === this.startedRef)
      return { build: false };
    this.lastRequested = update.masterRef;
    this.queue.request(update);
    return { build: true };
  }

  /** Starts the child, which loads the apps and the corpus, so that the first publish finds it warm. */
  warm(): void {
    this.ensureChild();
  }

  /** Resolves once no build is waiting or running. */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  close(): void {
    this.closed = true;
    this.child?.disconnect();
    this.child = null;
  }

  private async publish(batch: CmsUpdate[]): Promise<void> {
    const masterRef = batch.map((u) => u.masterRef).findLast((r) => r !== null) ?? null;
    const documents = [...new Set(batch.flatMap((u) => u.documents))];
    if (masterRef) this.startedRef = masterRef;
    const started = performance.now();
    try {
      const staged = await this.call({ kind: 'build', id: this.nextId++, changedIds: documents });
      if (staged.kind !== 'staged') throw new Error('the publish process answered out of turn');
      // The new pages are served from here on, all at once.
      const shown = this.options.live.show(staged.generation);
      const liveSeconds = (performance.now() - started) / 1000;
      const committed = await this.call({ kind: 'commit', id: staged.id });
      if (committed.kind !== 'committed')
        throw new Error('the publish process answered out of turn');
      this.options.live.settle(shown);
      const result: PublishResult = {
        masterRef,
        documents,
        pages: staged.report.pages,
        rendered: staged.report.rendered,
        buildSeconds: staged.report.seconds,
        liveSeconds,
      };
      this.log(
        `publish: ${result.rendered} of ${result.pages} pages rendered` +
          `${masterRef ? ` for ref ${masterRef}` : ''}${documents.length ? ` (${documents.join(', ')})` : ''}, ` +
          `live ${liveSeconds.toFixed(2)} s after the build started`,
      );
      this.options.onPublished?.(result);
    } catch (error) {
      // The pages served stay the last good ones; the next webhook builds again, in a process
      // started afresh (this one's idea of what the site holds may be wrong now).
      this.child?.kill();
      this.child = null;
      if (masterRef === this.startedRef) this.startedRef = null;
      if (masterRef === this.lastRequested) this.lastRequested = null;
      this.log(`publish failed: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  }

  private call(message: ToChild): Promise<Exclude<FromChild, { kind: 'ready' }>> {
    const child = this.ensureChild();
    return new Promise((resolve, reject) => {
      this.waiting.set(message.id, (answer) =>
        answer.kind === 'failed' ? reject(new Error(answer.message)) : resolve(answer as never),
      );
      child.send(message, (error) => {
        if (!error) return;
        this.waiting.delete(message.id);
        reject(error);
      });
    });
  }

  private ensureChild(): ChildProcess {
    if (this.child) return this.child;
    const { childEntry, siteDir, siteUrl } = this.options;
    const child = fork(childEntry, [], {
      env: { ...process.env, SITE_DIR: siteDir, SITE_URL: siteUrl, NODE_ENV: 'production' },
      // From the sources (tests), the child is TypeScript and needs the same loader.
      execArgv: childEntry.endsWith('.ts') ? ['--import', 'tsx'] : ['--enable-source-maps'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message: FromChild) => {
      if (message.kind === 'ready') return this.log('publish: the build process is warm');
      const resolve = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      resolve?.(message);
    });
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      const failed = [...this.waiting.values()];
      this.waiting.clear();
      for (const resolve of failed)
        resolve({
          kind: 'failed',
          id: 0,
          message: `the publish process exited (${signal ?? code})`,
        });
    });
    this.child = child;
    return child;
  }
}
