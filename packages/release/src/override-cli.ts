// `pnpm override <area>=<version> [...] [--hours N]`: prints a QA override link, signed with
// OVERRIDE_SECRET, that pins those versions for the browser that opens it until it expires.
import { isRemoteName, isRemoteVersion as isVersion } from '@site/contracts/registry-names';
import { MAX_OVERRIDE_SECONDS, overrideLink } from './override';

export function overrideMain(argv: string[]): void {
  const secret = process.env.OVERRIDE_SECRET?.trim();
  if (!secret || secret.length < 32)
    throw new Error('set OVERRIDE_SECRET (at least 32 characters), the same as the server has');
  const at = argv.indexOf('--hours');
  const hours = at >= 0 ? Number(argv[at + 1]) : 24;
  if (!Number.isFinite(hours) || hours <= 0 || hours * 3600 > MAX_OVERRIDE_SECONDS)
    throw new Error('--hours must be more than 0 and at most 168');
  const pins: Record<string, string> = {};
  for (const arg of argv.filter((_, i) => at < 0 || (i !== at && i !== at + 1))) {
    const [area, version] = arg.split('=');
    if (!area || !version || !isRemoteName(area) || !isVersion(version))
      throw new Error(`"${arg}" is not <area>=<version>`);
    pins[area] = version;
  }
  if (Object.keys(pins).length === 0)
    throw new Error('usage: pnpm override <area>=<version> [...] [--hours N]');
  const exp = Math.floor(Date.now() / 1000 + hours * 3600);
  const origin = (process.env.PUBLIC_URL || `http://localhost:${process.env.PORT ?? 3000}`).replace(
    /\/$/,
    '',
  );
  console.log(`${origin}${overrideLink(pins, exp, secret)}`);
  console.log(
    `valid until ${new Date(exp * 1000).toISOString()}; /__override?clear=1 forgets the pins`,
  );
}
