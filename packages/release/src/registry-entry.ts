// Pure changes of one registry entry: its live version, its canary, and the guard's marks on versions
// it rolled back (kept so that neither a later rollback nor prune treats such a version as good).
import { entryOf, type RegistryEntry } from './registry-store';

/** Whether the guard rolled `version` back (ops can still name it; naming it clears the mark). */
export const isBad = (entry: RegistryEntry | undefined, version: string): boolean =>
  Boolean(entry?.bad && entry.bad[version]);

export function markBad(
  entry: RegistryEntry,
  version: string,
  reason: string | undefined,
): RegistryEntry {
  return {
    ...entry,
    bad: {
      ...entry.bad,
      [version]: { at: new Date().toISOString(), reason: reason ?? 'rolled back automatically' },
    },
  };
}

/** The entry without `version`'s bad mark: ops named that version on purpose. */
export function withoutBadMark(entry: RegistryEntry, version: string): RegistryEntry {
  if (!isBad(entry, version)) return entry;
  const { [version]: _cleared, ...rest } = entry.bad ?? {};
  const { bad: _bad, ...others } = entry;
  return Object.keys(rest).length ? { ...others, bad: rest } : others;
}

/** The stored entry of `name`, or a refusal that says how to give it one. */
export function requireEntry(entry: RegistryEntry | undefined, name: string): RegistryEntry {
  if (!entry) {
    throw new Error(
      `${name} has no live version in the registry; make one live first (site-release registry set ${name} <version>)`,
    );
  }
  return entry;
}

/** The entry as it is, less its canary. */
export function withoutCanary(entry: RegistryEntry): RegistryEntry {
  const { canary: _dropped, ...rest } = entry;
  return rest;
}

/** The entry with `version` live and `previous` set, and no canary. */
export const liveEntry = (
  entry: RegistryEntry,
  name: string,
  version: string,
  previous: string,
): RegistryEntry => ({
  ...withoutCanary(entry),
  version,
  entry: entryOf(name, version),
  previous,
});

export function checkPercent(percent: unknown): asserts percent is number {
  if (!Number.isInteger(percent) || (percent as number) < 1 || (percent as number) > 99) {
    throw new Error(
      `a canary's percent must be a whole number from 1 to 99, not ${JSON.stringify(percent)}`,
    );
  }
}
