import fs from 'node:fs';

/*
 * What the operator commands (giving-cli.ts, tour-cli.ts) share: where their output goes and how a
 * run that fails ends. Opening their database is compose/database-command.ts.
 */

/** The command's output into the file `out` names or, without one, onto stdout. */
export function writeOutput(out: string | null, text: string): void {
  if (out) fs.writeFileSync(out, text);
  else process.stdout.write(text);
}

/** Runs `main` when `mod` is the program node started; a failure prints its message and exits 1. */
export function runAsCommand(mod: NodeModule, main: () => Promise<void>): void {
  if (require.main !== mod) return;
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
