// Whether a canary should be rolled back (pure), and the failure reports it is judged on.
const fs = require('node:fs');
const path = require('node:path');

/** How clear the evidence against a canary must be before it is rolled back automatically. */
const VERDICT_THRESHOLDS = { minLoads: 20, minFailures: 5, ratio: 2, minPoints: 5 };

function checkCounts(label, counts) {
  const { served, failed } = counts ?? {};
  const whole = (n) => Number.isInteger(n) && n >= 0;
  if (!whole(served) || !whole(failed) || failed > served) {
    throw new Error(
      `canaryVerdict: ${label} must be { served, failed }, whole numbers with failed <= served ` +
        `(got ${JSON.stringify(counts)}); count page loads and load failures since the canary started`,
    );
  }
}

const rate = ({ served, failed }) => (served ? failed / served : 0);
/**
 * Whether the canary's failure rate is more than `ratio` times the stable one's, compared by
 * cross-multiplying whole numbers so that exactly `ratio` times is not "more". A stable version
 * with no loads counts as 0%.
 */
const moreThanTimes = (canary, stable, ratio) =>
  stable.served === 0
    ? canary.failed > 0
    : canary.failed * stable.served > ratio * stable.failed * canary.served;

const percentText = (counts) =>
  `${Number((rate(counts) * 100).toFixed(1))}% (${counts.failed}/${counts.served})`;

/**
 * Whether a canary should be rolled back, from page loads and load failures of the canary and of
 * the live ("stable") version over the same time. Only on clear evidence: enough canary loads and
 * failures that a few unlucky visitors do not decide, a failure rate more than `ratio` times the
 * live one's, and at least `minPoints` percentage points above it (twice 0.1% is still fine).
 * Pure: the caller gathers the counts and acts on the answer.
 */
function canaryVerdict({ stable, canary } = {}, thresholds = {}) {
  checkCounts('stable', stable);
  checkCounts('canary', canary);
  const { minLoads, minFailures, ratio, minPoints } = { ...VERDICT_THRESHOLDS, ...thresholds };
  const rates = `canary failure rate ${percentText(canary)} against ${percentText(stable)} for the live version`;
  const keep = (why) => ({ rollback: false, reason: `${why}: ${rates}` });
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
function recentLines(siteDir, prefix, { windowMs = 3_600_000, now = Date.now() } = {}) {
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
          const f = line ? JSON.parse(line) : null;
          return f && Date.parse(f.at) >= since ? [f] : [];
        } catch {
          return [];
        }
      });
  });
}

/** Load failures the shell reported (and the server accepted) in the last hour. */
const recentFailures = (siteDir, options) => recentLines(siteDir, 'remote-failures', options);

/** Page loads each server process served per area version, written at each guard check. */
const recentServed = (siteDir, options) => recentLines(siteDir, 'served', options);

/**
 * The guard's evidence over the last hour, per area version: pages served (as the server processes
 * wrote them), load failures reported, the rate, and the failures by kind.
 */
function evidenceLines(served, failures) {
  const versions = new Map();
  const of = (area, version) => {
    const key = `${area}@${version ?? '?'}`;
    if (!versions.has(key)) versions.set(key, { served: 0, failed: 0, kinds: new Map() });
    return versions.get(key);
  };
  for (const s of served) if (Number.isInteger(s.served) && s.served > 0) of(s.area, s.version).served += s.served;
  for (const f of failures) {
    const v = of(f.area, f.version);
    v.failed += 1;
    v.kinds.set(f.kind, (v.kinds.get(f.kind) ?? 0) + 1);
  }
  if (versions.size === 0) return ['pages served and load failures in the last hour: none recorded'];
  const rate = (v) => (v.served > 0 ? ` (${((100 * v.failed) / v.served).toFixed(1)}%)` : '');
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

module.exports = { VERDICT_THRESHOLDS, canaryVerdict, recentFailures, recentServed, evidenceLines };
