import { closeDatabase, createDatabase, type Db } from '../db/database';
import { runAsCommand } from '../jobs/command';
import { migrate } from './migrations';

/**
 * Runs an operator command over the database when `mod` is the program node started: `parse` reads
 * the arguments (an `{ error }` is a usage error: printed, exit 2), then `run` gets them and the
 * database DATABASE_URL names (the site's SQLite file by default), migrated, and closed after.
 */
export function runDatabaseCommand<Parsed extends object>(
  mod: NodeModule,
  parse: (argv: string[]) => Parsed | { error: string },
  run: (parsed: Parsed, db: Db) => Promise<void>,
): void {
  runAsCommand(mod, async () => {
    const parsed = parse(process.argv.slice(2));
    if ('error' in parsed) {
      console.error(parsed.error);
      process.exit(2);
    }
    const db = createDatabase(process.env.DATABASE_URL);
    try {
      await migrate(db);
      await run(parsed, db);
    } finally {
      await closeDatabase(db);
    }
  });
}
