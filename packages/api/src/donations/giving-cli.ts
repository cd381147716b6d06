import type { Db } from '../db/database';
import { parseReference } from './donation-reference';
import { donationsCsv, giftAidCsv, type Range } from './giving-export';
import { type HideTarget, listSupporters, setSupporterHidden } from './supporter-moderation';
import { runDatabaseCommand } from '../compose/database-command';
import { writeOutput } from '../jobs/command';

/*
 * pnpm --filter @site/api giving -- export --gift-aid --from 2026-04-06 --to 2027-04-05 [--out claim.csv]
 * pnpm --filter @site/api giving -- export --donations [--from …] [--to …] [--out donations.csv]
 * pnpm --filter @site/api giving -- supporters --project season-4-production
 * pnpm --filter @site/api giving -- hide-supporter (--reference D-7KQ4-M9XH-2RTB | --donation <id>) [--undo]
 * Reads the database named by DATABASE_URL (default the site's SQLite file). Exit code 2 for a usage error.
 */
const USAGE = [
  'usage: giving export (--gift-aid --from YYYY-MM-DD --to YYYY-MM-DD | --donations [--from YYYY-MM-DD] [--to YYYY-MM-DD]) [--out FILE]',
  '       giving supporters --project PROJECT_ID',
  '       giving hide-supporter (--reference REFERENCE | --donation DONATION_ID) [--undo]',
].join('\n');
const PROJECT_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DONATION_ID = /^[A-Za-z0-9_-]{1,64}$/;

export type Command =
  | { command: 'supporters'; projectId: string }
  | { command: 'hide-supporter'; target: HideTarget; hidden: boolean };

/** `supporters` and `hide-supporter`; every value checked, with a message naming the option. */
export function parseModeration(args: string[]): Command | { error: string } {
  const options = new Map<string, string | true>();
  for (let i = 1; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--undo') options.set(arg, true);
    else if (arg === '--project' || arg === '--reference' || arg === '--donation') {
      const value = args[++i];
      if (value === undefined || value.startsWith('--')) return { error: `${arg} needs a value` };
      options.set(arg, value);
    } else return { error: `unknown option ${arg}\n${USAGE}` };
  }
  if (args[0] === 'supporters') {
    const project = options.get('--project');
    if (typeof project !== 'string' || options.size !== 1)
      return { error: 'giving supporters takes --project PROJECT_ID (and nothing else)' };
    if (!PROJECT_ID.test(project) || project.length > 100)
      return {
        error: `--project must be a project id such as season-4-production, not "${project}"`,
      };
    return { command: 'supporters', projectId: project };
  }
  const reference = options.get('--reference');
  const donation = options.get('--donation');
  if ((reference === undefined) === (donation === undefined))
    return { error: 'giving hide-supporter takes one of --reference and --donation' };
  if (typeof donation === 'string' && !DONATION_ID.test(donation))
    return {
      error: `--donation must be a donation id (letters, digits, - and _), not "${donation}"`,
    };
  if (typeof reference === 'string' && !parseReference(reference))
    return {
      error: `--reference must be a donation reference such as D-7KQ4-M9XH-2RTB or D-000091, not "${reference}"`,
    };
  return {
    command: 'hide-supporter',
    target: typeof reference === 'string' ? { reference } : { donationId: donation as string },
    hidden: !options.has('--undo'),
  };
}

export function parseArgs(
  argv: string[],
):
  | { kind: 'gift-aid' | 'donations'; range: Range; out: string | null }
  | Command
  | { error: string } {
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  if (args[0] === 'supporters' || args[0] === 'hide-supporter') return parseModeration(args);
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
        if (
          !/^\d{4}-\d{2}-\d{2}$/.test(day) ||
          Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
          new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
        )
          return { error: `${arg} must be a date as YYYY-MM-DD, not "${day}"` };
        range[arg === '--from' ? 'from' : 'to'] = day;
      } else if (arg === '--out') out = value();
      else return { error: `unknown option ${arg}\n${USAGE}` };
    } catch (error) {
      return { error: (error as Error).message };
    }
  }
  if (!kind) return { error: USAGE };
  if (kind === 'gift-aid' && (!range.from || !range.to))
    return { error: 'the Gift Aid export needs --from and --to (a claim covers a period)' };
  if (range.from && range.to && range.from > range.to)
    return { error: '--from must not be after --to' };
  return { kind, range, out };
}

async function moderate(db: Db, command: Command) {
  if (command.command === 'supporters') {
    const rows = await listSupporters(db, command.projectId);
    for (const r of rows)
      console.log(
        [
          r.reference,
          r.givenAt.slice(0, 10),
          r.country,
          JSON.stringify(r.storedName),
          r.hiddenAt
            ? `hidden ${r.hiddenAt.slice(0, 16)}`
            : `shown as ${JSON.stringify(r.shownAs)}`,
        ].join('\t'),
      );
    console.error(`giving supporters: ${rows.length} opted-in gift(s) to ${command.projectId}`);
    return;
  }
  const reference = await setSupporterHidden(db, command.target, command.hidden);
  if (!reference) {
    console.error(
      `giving hide-supporter: no gift has ${'reference' in command.target ? `the reference ${command.target.reference}` : `the id ${command.target.donationId}`}`,
    );
    process.exitCode = 1;
    return;
  }
  console.error(
    command.hidden
      ? `giving hide-supporter: ${reference} is hidden from the public supporters (undo with --undo)`
      : `giving hide-supporter: ${reference} is shown again if its donor opted in`,
  );
}

async function run(parsed: Exclude<ReturnType<typeof parseArgs>, { error: string }>, db: Db) {
  if ('command' in parsed) return await moderate(db, parsed);
  const result =
    parsed.kind === 'gift-aid'
      ? await giftAidCsv(db, parsed.range)
      : await donationsCsv(db, parsed.range);
  writeOutput(parsed.out, result.csv);
  console.error(
    `giving export: ${result.rows} row(s)${'total' in result ? `, ${result.total} GBP of Gift Aid-eligible gifts` : ''}${parsed.out ? ` written to ${parsed.out}` : ''}`,
  );
}

runDatabaseCommand(module, parseArgs, run);
