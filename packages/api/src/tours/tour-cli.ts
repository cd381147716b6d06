import type { Db } from '../db/database';
import { departureManifest, manifestCsv, manifestHtml } from './tour-manifest';
import { toursDb } from './tour-tables';
import { runDatabaseCommand } from '../compose/database-command';
import { writeOutput } from '../jobs/command';

/*
 * pnpm --filter @site/api tours -- departures
 * pnpm --filter @site/api tours -- manifest <departure id> [--html] [--out FILE]
 * pnpm --filter @site/api tours -- seats <departure id> <seats>
 * Reads the database named by DATABASE_URL (default the site's SQLite file). Exit code 2 for a usage error.
 */
const USAGE =
  'usage: tours (departures | manifest <departure id> [--html] [--out FILE] | seats <departure id> <seats>)';

export type Command =
  | { kind: 'departures' }
  | { kind: 'manifest'; departureId: string; html: boolean; out: string | null }
  | { kind: 'seats'; departureId: string; seats: number };

export function parseArgs(argv: string[]): Command | { error: string } {
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  const [command, ...rest] = args;
  if (command === 'departures' && rest.length === 0) return { kind: 'departures' };
  if (command === 'seats') {
    const [departureId, seats] = rest;
    if (
      !departureId ||
      !seats ||
      rest.length !== 2 ||
      !/^\d{1,3}$/.test(seats) ||
      Number(seats) < 1
    )
      return { error: 'usage: tours seats <departure id> <seats, 1–999>' };
    return { kind: 'seats', departureId, seats: Number(seats) };
  }
  if (command !== 'manifest') return { error: USAGE };
  let departureId: string | null = null;
  let html = false;
  let out: string | null = null;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--html') html = true;
    else if (arg === '--out') {
      out = rest[++i] ?? null;
      if (!out || out.startsWith('--')) return { error: '--out needs a file name' };
    } else if (!arg.startsWith('--') && departureId === null) departureId = arg;
    else return { error: `unknown option ${arg}\n${USAGE}` };
  }
  if (!departureId) return { error: 'manifest needs a departure id (see `tours departures`)' };
  return { kind: 'manifest', departureId, html, out };
}

async function run(parsed: Command, db: Db) {
  const started = Date.now();
  const t = toursDb(db);
  if (parsed.kind === 'departures') {
    const rows = await t.selectFrom('tour_departures').selectAll().orderBy('starts_on').execute();
    for (const r of rows)
      console.log(
        `${r.id}\t${r.tour_title}\t${r.starts_on}\t${r.seats_taken}/${r.seats_total} seats\t${r.single_rooms_taken}/${r.single_rooms_total} single\t${r.double_rooms_taken}/${r.double_rooms_total} double`,
      );
    console.error(`tours: ${rows.length} departure(s)`);
    return;
  }
  if (parsed.kind === 'seats') {
    // Never below the seats already held or booked: the check sits in the statement itself.
    const changed = await t
      .updateTable('tour_departures')
      .set({ seats_total: parsed.seats, updated_at: new Date().toISOString() })
      .where('id', '=', parsed.departureId)
      .where('seats_taken', '<=', parsed.seats)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) {
      console.error(
        `tours: ${parsed.departureId} is unknown or has more than ${parsed.seats} seats taken`,
      );
      process.exit(1);
    }
    console.error(`tours: ${parsed.departureId} now has ${parsed.seats} seats`);
    return;
  }
  const manifest = await departureManifest(db, parsed.departureId);
  if (!manifest) {
    console.error(`tours: no departure ${parsed.departureId} (see \`tours departures\`)`);
    process.exit(1);
  }
  const text = parsed.html ? manifestHtml(manifest, new Date()) : manifestCsv(manifest);
  writeOutput(parsed.out, text);
  console.error(
    `tours manifest: ${manifest.rows.length} traveller(s) of ${manifest.tourTitle} ${manifest.startsOn}${parsed.out ? ` written to ${parsed.out}` : ''} in ${Date.now() - started} ms`,
  );
}

runDatabaseCommand(module, parseArgs, run);
