/**
 * How long the product GraphQL's limits take to refuse the fragment bomb of issue 26 (12 and 18
 * levels) and the 480 same-named fields, in process, against graphql-js's own validation of the
 * same 480 fields. Goal: each refusal under 100 ms. The tests assert what is refused; this prints
 * how fast, the median of RUNS (default 20) after one warm-up.
 * Run: pnpm --filter @site/api exec tsx bench/query-limits.ts
 */
import { parse, validate } from 'graphql';
import { createProductSchema } from '../src/compose/product-graphql';
import { limitErrors, measureDocument } from '../src/product-graphql/query-limits';
import { donationBomb } from '../src/test-support/graphql-bomb';

const RUNS = Math.max(1, Number(process.env.RUNS ?? 20));
const GOAL_MS = 100;
const schema = createProductSchema();

function medianMs(task: () => void): number {
  task();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    task();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

const refuse = (text: string) => () => {
  const { worst } = measureDocument(schema, parse(text), {});
  if (limitErrors(worst, { introspection: false }).length === 0) throw new Error('not refused');
};

const fields = `{ ${Array.from({ length: 480 }, () => 'me { id }').join(' ')} }`;
const rows: [string, number][] = [
  ['fragment bomb, 12 levels: refused', medianMs(refuse(donationBomb(12)))],
  ['fragment bomb, 18 levels: refused', medianMs(refuse(donationBomb(18)))],
  ['480 same-named fields: refused', medianMs(refuse(fields))],
  [
    '480 same-named fields: validated by graphql-js',
    medianMs(() => validate(schema, parse(fields))),
  ],
];
for (const [what, ms] of rows) {
  const goal = what.endsWith('refused') ? (ms < GOAL_MS ? ' (goal met)' : ' (over the goal)') : '';
  console.log(`${what} in ${ms.toFixed(1)} ms, median of ${RUNS}${goal}`);
}
