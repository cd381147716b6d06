// Whether a canary should be rolled back (pure), and the failure reports it is judged on.
import fs from 'node:fs';
import path from 'node:path';

/** Page loads and load failures of one version over the same time. */
export interface Counts {
  served: number;
  failed: number;
}
export interface Verdict {
  rollback: boolean;
  reason: string;
}
/** A failure report line (packages/server/src/telemetry.ts) or a served-count line (canary-guard.ts). */
export interface TelemetryLine {
  at: string;
  area: string;
  version?: string;
  kind?: string;
  served?: number;
}

/** How clear the evidence against a canary must be before it is rolled back automatically. */
export const VERDICT_THRESHOLDS = { minLoads: 20, minFailures: 5, ratio: 2, minPoints: 5 };

function checkCounts(label: string, counts: Partial<Counts> | undefined): asserts counts is Counts {
  const { served, failed } = counts ?? {};
  const whole = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;
  if (!whole(served) || !whole(failed) || failed > served) {
    throw new Error(
      `canaryVerdict: ${label} must be { served, failed }, whole numbers with failed <= served ` +
        `(got ${JSON.stringify(counts)}); count page loads and load failures since the canary started`,
    );
  }
}

const rate = ({ served, failed }: Counts) => (served ? failed / served : 0);
/**
 * Whether the canary's failure rate is more than `ratio` times the stable one's, compared by
 * cross-multiplying whole numbers so that exactly `ratio` times is not "more". A stable version
 * with no loads counts as 0%.
 */
const moreThanTimes = (canary: Counts, stable: Counts, ratio: number) =>
  stable.served === 0
    ? canary.failed > 0
    : canary.failed * stable.served > ratio * stable.failed * canary.served;

const percentText = (counts: Counts) =>
  `${Number((rate(counts) * 100).toFixed(1))}% (${counts.failed}/${counts.served})`;

/**
 * Whether a canary should be rolled back, from page loads and load failures of the canary and of
 * the live ("stable") version over the same time. Only on clear evidence: enough canary loads and
 * failures that a few unlucky visitors do not decide, a failure rate more than `ratio` times the
 * live one's, and at least `minPoints` percentage points above it (twice 0.1% is still fine).
 * Pure: the caller gathers the counts and acts on the answer.
 */
export function canaryVerdict(
  { stable, canary }: { stable?: Partial<Counts>; canary?: Partial<Counts> } = {},
  thresholds: Partial<typeof VERDICT_THRESHOLDS> = {},
): Verdict {
  checkCounts('stable', stable);
  checkCounts('canary', canary);
  const { minLoads, minFailures, ratio, minPoints } = { ...VERDICT_THRESHOLDS, ...thresholds };
  const rates = `canary failure rate ${percentText(canary)} against ${percentText(stable)} for the live version`;
  const keep = (why: string): Verdict => ({ rollback: false, reason: `${why}: ${rates}` });
  if (canary.served < minLoads)
    return keep(`too few canary page loads to judge (${canary.served}, ${minLoads} needed)`);
  if (canary.failed < minFailures)
    return keep(`too few canary failures to judge (${canary.failed}, ${minFailures} needed)`);
  if (!moreThanTimes(canary, stable, ratio))
    return keep(`not more than ${ratio}x the live version's failure rate`);
  // A tolerance of 1e-9 points, so that exactly `minPoints` above counts despite float rounding.
  if ((rate(canary) - rate(stable)) * 100 < minPoints - 1e-9)
    return keep(`less than ${minPoints} percentage points above the live version`);
  return { rollback: true, reason: rates };
}

/** The shell's remote-failure reports of the last hour (packages/server/src/telemetry.ts writes them). */
/** The lines of `<site>/telemetry/<prefix>-<day>.jsonl` written in the last `windowMs`. */
export interface RecentOptions {
  windowMs?: number;
  now?: number;
}

function recentLines(
  siteDir: string,
  prefix: string,
  { windowMs = 3_600_000, now = Date.now() }: RecentOptions = {},
): TelemetryLine[] {
  const since = now - windowMs;
  const days = [...new Set([since, now].map((t) => new Date(t).toISOString().slice(0, 10)))];
  return days.flatMap((day) => {
    const file = path.join(siteDir, 'telemetry', `${prefix}-${day}.jsonl`);
    if (!fs.existsSync(file)) return [];
    return fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line) => {
        try {
          const f = line ? (JSON.parse(line) as TelemetryLine | null) : null;
          return f && Date.parse(f.at) >= since ? [f] : [];
        } catch {
          return [];
        }
      });
  });
}

/** Load failures the shell reported (and the server accepted) in the last hour. */
export const recentFailures = (siteDir: string, options?: RecentOptions) =>
  recentLines(siteDir, 'remote-failures', options);

/** Page loads each server process served per area version, written at each guard check. */
export const recentServed = (siteDir: string, options?: RecentOptions) =>
  recentLines(siteDir, 'served', options);

/**
 * The guard's evidence over the last hour, per area version: pages served (as the server processes
 * wrote them), load failures reported, the rate, and the failures by kind.
 */
export function evidenceLines(served: TelemetryLine[], failures: TelemetryLine[]): string[] {
  type Tally = { served: number; failed: number; kinds: Map<string | undefined, number> };
  const versions = new Map<string, Tally>();
  const of = (area: string, version: string | undefined): Tally => {
    const key = `${area}@${version ?? '?'}`;
    if (!versions.has(key)) versions.set(key, { served: 0, failed: 0, kinds: new Map() });
    return versions.get(key) as Tally;
  };
  for (const s of served)
    if (Number.isInteger(s.served) && (s.served as number) > 0)
      of(s.area, s.version).served += s.served as number;
  for (const f of failures) {
    const v = of(f.area, f.version);
    v.failed += 1;
    v.kinds.set(f.kind, (v.kinds.get(f.kind) ?? 0) + 1);
  }
  if (versions.size === 0)
    return ['pages served and load failures in the last hour: none recorded'];
  const rate = (v: Tally) =>
    v.served > 0 ? ` (${((100 * v.failed) / v.served).toFixed(1)}%)` : '';
  return [
    'pages served and load failures in the last hour:',
    ...[...versions]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, v]) => {
        const kinds = [...v.kinds].map(([kind, n]) => `${kind} ${n}`).join(', ');
        return `  ${key}: ${v.served} served, ${v.failed} failed${rate(v)}${kinds ? ` [${kinds}]` : ''}`;
      }),
  ];
}
