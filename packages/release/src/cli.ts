// site-release: the one command line of the release tooling. The root package.json's entry points
// (pnpm release, rollback, promote, remotes, remotes:prune, override) run it with their subcommand.
//   site-release release <area> [--canary N] [--label x] [--allow-dirty] [--rebuild]
//   site-release rollback <area> [version]
//   site-release promote <area>
//   site-release remotes [--history N]
//   site-release prune [--keep N]
//   site-release override <area>=<version> … [--hours N]
//   site-release contract check <area> [--client dir --ssr dir] [--source dir] [--site dir]
//   site-release registry set|remove|canary|promote|rollback|prune|list …   the registry alone, no rendering
import { contractCheckMain } from './contract-check';
import { overrideMain } from './override-cli';
import { releaseMain, siteDir } from './release';
import { remotesMain } from './remotes';

const USAGE = `usage: site-release <command>
  release <area> [--canary N] [--label x] [--allow-dirty] [--rebuild]
  rollback <area> [version]
  promote <area>
  remotes [--history N]
  prune [--keep N]
  override <area>=<version> … [--hours N]
  contract check <area> [--client dir --ssr dir] [--source dir] [--site dir]
  registry list|set|remove|canary|promote|rollback|prune …`;

/** Runs one command; resolves to the process's exit code. */
export async function main([command, ...args]: string[]): Promise<number> {
  try {
    switch (command) {
      case 'release':
      case 'rollback':
      case 'promote':
        await releaseMain([command, ...args]);
        return 0;
      case 'remotes':
        await remotesMain(siteDir, ['list', ...args]);
        return process.exitCode === 2 ? 2 : 0;
      case 'prune':
        await remotesMain(siteDir, ['prune', ...args]);
        return process.exitCode === 2 ? 2 : 0;
      case 'registry':
        await remotesMain(siteDir, args);
        return process.exitCode === 2 ? 2 : 0;
      case 'override':
        overrideMain(args);
        return 0;
      case 'contract':
        if (args[0] === 'check') return contractCheckMain(args.slice(1));
        break;
    }
  } catch (error) {
    // release, rollback and promote have always marked their refusal; the others print it bare.
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      ['release', 'rollback', 'promote'].includes(command ?? '') ? `✗ ${message}` : message,
    );
    return 1;
  }
  console.error(USAGE);
  return 2;
}
