import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { canaryVerdict } from '@site/release/canary-verdict';
import { openRegistryStore, rollbackIn } from '@site/release/registry-stores';
import type { SiteData } from './registry';

/** The part of the release package's registry the guard uses (ops' registry code, shared with the CLI). */
export interface RegistryWrites {
  canaryVerdict(counts: { stable: Counts; canary: Counts }): { rollback: boolean; reason: string };
  rollback(
    siteDir: string,
    name: string,
    version: undefined,
    options: { reason: string; action: string },
  ): unknown;
}
interface Counts {
  served: number;
  failed: number;
}
interface Evidence extends Counts {
  /** The clients (IPv4 address, IPv6 /64) whose failures counted: each counts once. */
  failing: Set<string>;
}
/** More failing clients than any verdict needs; past it a version's memory stops growing. */
const MAX_FAILING_CLIENTS = 10_000;

/**
 * Ops' registry code (packages/release), so that their commands and the server write the registry
 * one way, in the store DATABASE_URL names (PostgreSQL, else the site folder's file).
 */
const registryWrites: RegistryWrites = {
  canaryVerdict,
  async rollback(siteDir, name, version, options) {
    const store = openRegistryStore(siteDir);
    try {
      return await rollbackIn(store, siteDir, name, version, options);
    } finally {
      await store.close();
    }
  },
};

/**
 * Watches each canary: counts the page loads this process served per area version (each page carries
 * a report token per area, so a load is a page served with that area's token) and the failures the
 * shell reported with one of those tokens, and when the canary's failure rate is clearly worse than
 * the live version's (canaryVerdict: enough evidence, over twice the rate and 5 points above), rolls
 * the canary back and says why in the registry's history. Loads are judged as served: a failure
 * counts only for a load counted here, once (telemetry.ts refuses a token reported twice), so there
 * are never more failures than loads. Each client (IPv4 address, IPv6 /64) counts one failure per
 * version: a stranger who loads canary pages and reports them failing is one failing visitor, not a
 * failure rate. Counts start again when a canary ends or is replaced.
 */
export class CanaryGuard {
  private counts = new Map<string, Evidence>();
  /** When each area's counts last started again: tokens issued before then are not counted. */
  private resetAt = new Map<string, number>();
  private watched = new Map<string, string>();
  /** Page loads served since they were last written to the site's telemetry, per `area@version`. */
  private unwritten = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private readonly writes: RegistryWrites;

  constructor(
    private readonly siteDir: string,
    private readonly data: SiteData,
    private readonly log: (line: string) => void = (line) => console.log(line),
    writes?: RegistryWrites,
    private readonly now: () => number = Date.now,
  ) {
    this.writes = writes ?? registryWrites;
  }

  private entry(area: string, version: string): Evidence {
    const key = `${area}@${version}`;
    let counts = this.counts.get(key);
    if (!counts) this.counts.set(key, (counts = { served: 0, failed: 0, failing: new Set() }));
    return counts;
  }

  served(area: string, version: string): void {
    this.entry(area, version).served++;
    const key = `${area}@${version}`;
    this.unwritten.set(key, (this.unwritten.get(key) ?? 0) + 1);
  }

  /**
   * Appends the loads served since the last call to `<site>/telemetry/served-<day>.jsonl`, one line
   * per version (`{ at, area, version, served }`), a file every process of the site appends to:
   * `pnpm remotes` sums them beside the failures reported, so the guard's evidence can be read.
   */
  async writeServed(): Promise<void> {
    if (this.unwritten.size === 0) return;
    const at = new Date(this.now()).toISOString();
    const lines = [...this.unwritten].map(([key, served]) => {
      const cut = key.lastIndexOf('@');
      return `${JSON.stringify({ at, area: key.slice(0, cut), version: key.slice(cut + 1), served })}\n`;
    });
    this.unwritten.clear();
    const dir = path.join(this.siteDir, 'telemetry');
    await mkdir(dir, { recursive: true });
    await appendFile(path.join(dir, `served-${at.slice(0, 10)}.jsonl`), lines.join(''));
  }

  /**
   * A failure `client` reported with a token this process issued at `issuedAt`. Counted only against
   * loads counted here since the area's counts last started (no counter is made for any other
   * version), never beyond them, and once per client. Returns whether it counted.
   */
  failed(area: string, version: string, issuedAt: number, client: string): boolean {
    const counts = this.counts.get(`${area}@${version}`);
    if (
      !counts ||
      issuedAt < (this.resetAt.get(area) ?? -Infinity) ||
      counts.failed >= counts.served
    )
      return false;
    if (counts.failing.has(client) || counts.failing.size >= MAX_FAILING_CLIENTS) return false;
    counts.failing.add(client);
    counts.failed++;
    return true;
  }

  /** One look at every canary; returns the areas rolled back. */
  async check(): Promise<string[]> {
    await this.writeServed().catch((error: unknown) =>
      this.log(`canary guard: served counts not written: ${String(error)}`),
    );
    const read = await this.data.registry();
    if (!read.ok) return [];
    const rolledBack: string[] = [];
    for (const [area, entry] of Object.entries(read.registry.remotes)) {
      const canary = entry.canary?.version;
      const before = this.watched.get(area);
      if (before !== canary) {
        // A canary ended or was replaced: its evidence goes, and the live version's starts again.
        // (Pages served before this first look at a new canary were counted for it, and stay.)
        if (before !== undefined) {
          for (const key of [...this.counts.keys()])
            if (key.startsWith(`${area}@`)) this.counts.delete(key);
          this.resetAt.set(area, this.now());
        }
        if (canary) this.watched.set(area, canary);
        else this.watched.delete(area);
      }
      if (!canary) continue;
      const evidence = ({ served, failed }: Counts): Counts => ({ served, failed });
      const verdict = this.writes.canaryVerdict({
        stable: evidence(this.entry(area, entry.version)),
        canary: evidence(this.entry(area, canary)),
      });
      if (!verdict.rollback) continue;
      await this.writes.rollback(this.siteDir, area, undefined, {
        reason: `automatic: ${verdict.reason}`,
        action: 'auto-rollback',
      });
      this.log(`canary ${area}@${canary} rolled back automatically: ${verdict.reason}`);
      this.watched.delete(area);
      rolledBack.push(area);
    }
    return rolledBack;
  }

  start(intervalMs = 30_000): void {
    this.timer = setInterval(
      () => void this.check().catch((error: unknown) => this.log(`canary guard: ${String(error)}`)),
      intervalMs,
    );
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
