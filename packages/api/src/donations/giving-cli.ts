import fs from 'node:fs';
import { closeDatabase, createDatabase } from '../db/database';
import { migrate } from '../db/migrations';
import { donationsCsv, giftAidCsv, type Range } from './giving-export';

/*
 * pnpm --filter @site/api giving -- export --gift-aid --from 2026-04-06 --to 2027-04-05 [--out claim.csv]
 * pnpm --filter @site/api giving -- export --donations [--from …] [--to …] [--out donations.csv]
 * Reads the database named by DATABASE_URL (default the site's SQLite file). Exit code 2 for a usage error.
 */
const USAGE = 'usage: giving export (--gift-aid --from YYYY-MM-DD --to YYYY-MM-DD | --donations [--from YYYY-MM-DD] [--to YYYY-MM-DD]) [--out FILE]';

export function parseArgs(argv: string[]): { kind: 'gift-aid' | 'donations'; range: Range; out: string | null } | { error: string } {
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  if (args[0] !== 'export') return { error: USAGE };
  let kind: 'gift-aid' | 'donations' | null = null;
  const range: Range = { from: null, to: null };
  let out: string | null = null;
  for (let i = 1; i < args.length; i++) {
    const arg = args[i];
    const value = () => {
      const v = args[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${arg} needs a value`);
      return v;
    };
    try {
      if (arg === '--gift-aid' || arg === '--donations') {
        if (kind) return { error: 'choose one of --gift-aid and --donations' };
        kind = arg === '--gift-aid' ? 'gift-aid' : 'donations';
      } else if (arg === '--from' || arg === '--to') {
        const day = value();
        if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day)
          return { error: `${arg} must be a date as YYYY-MM-DD, not "${day}"` };
        range[arg === '--from' ? 'from' : 'to'] = day;
      } else if (arg === '--out') out = value();
      else return { error: `unknown option ${arg}\n${USAGE}` };
    } catch (error) {
      return { error: (error as Error).message };
    }
  }
  if (!kind) return { error: USAGE };
  if (kind === 'gift-aid' && (!range.from || !range.to)) return { error: 'the Gift Aid export needs --from and --to (a claim covers a period)' };
  if (range.from && range.to && range.from > range.to) return { error: '--from must not be after --to' };
  return { kind, range, out };
}

async function main() {
  const parsed = parseArgs(process.argv.slice(2));
  if ('error' in parsed) {
    console.error(parsed.error);
    process.exit(2);
  }
  const db = createDatabase(process.env.DATABASE_URL);
  try {
    await migrate(db);
    const result = parsed.kind === 'gift-aid' ? await giftAidCsv(db, parsed.range) : await donationsCsv(db, parsed.range);
    if (parsed.out) fs.writeFileSync(parsed.out, result.csv);
    else process.stdout.write(result.csv);
    console.error(`giving export: ${result.rows} row(s)${'total' in result ? `, ${result.total} GBP of Gift Aid-eligible gifts` : ''}${parsed.out ? ` written to ${parsed.out}` : ''}`);
  } finally {
    await closeDatabase(db);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
