// What the release contract check (contract-check.ts) reads: JSON files, and the runtime constants of
// packages/contracts (the exposes each area gives, the declared bus events).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type TypeScript from 'typescript';
import type { RegistryDocument } from './registry-store';

export const REPO = path.resolve(__dirname, '../../..');
const CONTRACTS = path.join(REPO, 'packages', 'contracts', 'src');

/* ------------------------------------------------------------------------------------------------ */
/* Reading files                                                                                    */

/** `{ value }` for a readable JSON file, else `{ error }` saying why, for a problem message. */
/** A JSON file as read: its value (of the shape the caller expects), or why it could not be read. */
export type JsonRead<T> = { value: T; error?: undefined } | { value?: undefined; error: string };

export function readJson<T = unknown>(file: string): JsonRead<T> {
  if (!fs.existsSync(file)) return { error: `${file} does not exist` };
  try {
    return { value: JSON.parse(fs.readFileSync(file, 'utf8')) as T };
  } catch (error) {
    return { error: `${file} is not valid JSON (${(error as Error).message})` };
  }
}

export const readJsonOr = <T>(file: string, fallback: T): T => readJson<T>(file).value ?? fallback;

/**
 * The runtime constants of a packages/contracts file. They are written in TypeScript, next to the
 * types they must agree with (the type checker holds them to it), and hold only literals and
 * type-only imports; this module reads them by transpiling the file with the workspace's
 * own TypeScript and running the result with no `require` at all.
 */
type Constants = Record<string, unknown>;
const constantsCache = new Map<string, Constants>();
function contractConstants(file: string): Constants {
  if (!constantsCache.has(file)) {
    // TypeScript is loaded only when the check runs (the server never does).
    const ts = createRequire(__filename)('typescript') as typeof TypeScript;
    const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
      fileName: file,
    });
    const exports: Constants = {};
    const noRequire = (id: string) => {
      throw new Error(
        `${file} must not import "${id}" at run time: the release check reads it alone`,
      );
    };
    vm.runInNewContext(outputText, { exports, require: noRequire }, { filename: file });
    constantsCache.set(file, exports);
  }
  return constantsCache.get(file) as Constants;
}

/** What the checkout's contract says `name` must expose: its own list, or every area's for a new one. */
export function checkoutExposes(name: string): string[] {
  const { AREA_EXPOSES, EXPOSED_BY_EVERY_AREA } = contractConstants(
    path.join(CONTRACTS, 'exposes.ts'),
  ) as {
    AREA_EXPOSES: Record<string, readonly string[]>;
    EXPOSED_BY_EVERY_AREA: readonly string[];
  };
  return [...(AREA_EXPOSES[name] ?? EXPOSED_BY_EVERY_AREA)];
}

/**
 * The exposes of `name` that the live site loads, from what its live builds recorded when they
 * were built (contract.json, packages/mf-config/contract-record-plugin.cjs): the live shell and the
 * live version and canary of every other area. Never from the checkout, whose contract the release
 * itself may have edited; only a site whose live builds predate the record falls back to it.
 * `{ required, loadedBy: { expose: [who] }, fromCheckout }`.
 */
export function requiredExposes(
  name: string,
  siteDir: string,
  registry: RegistryDocument | undefined,
): { required: string[]; loadedBy: Record<string, string[]>; fromCheckout: boolean } {
  const builds: [string, string][] = [
    ['the live shell', path.join(siteDir, 'shell', 'contract.json')],
  ];
  for (const [area, entry] of Object.entries(registry?.remotes ?? {})) {
    if (area === name) continue;
    const canary = typeof entry.canary === 'string' ? entry.canary : entry.canary?.version;
    for (const version of [entry.version, canary].filter((v): v is string => Boolean(v)))
      builds.push([
        `${area}@${version}`,
        path.join(siteDir, 'remotes', area, version, 'contract.json'),
      ]);
  }
  const loadedBy = new Map<string, string[]>();
  let recorded = 0;
  for (const [who, file] of builds) {
    const contract = readJson<{ loads?: Record<string, string[]> | null }>(file).value;
    if (!contract || typeof contract.loads !== 'object' || contract.loads === null) continue;
    recorded += 1;
    for (const expose of contract.loads[name] ?? EXPOSED_BY_EVERY_AREA_RECORDED)
      loadedBy.set(expose, [...(loadedBy.get(expose) ?? []), who]);
  }
  if (recorded === 0) {
    const required = checkoutExposes(name);
    return {
      required,
      loadedBy: Object.fromEntries(
        required.map((e) => [e, ['the checkout (no live build records its contract)']]),
      ),
      fromCheckout: true,
    };
  }
  return {
    required: [...loadedBy.keys()].sort(),
    loadedBy: Object.fromEntries(loadedBy),
    fromCheckout: false,
  };
}

/** A live shell loads `./routes` of any area in the registry, even one its contract did not list. */
const EXPOSED_BY_EVERY_AREA_RECORDED = ['./routes'];

export const declaredBusEvents = () =>
  new Set(
    contractConstants(path.join(CONTRACTS, 'bus-event-names.ts'))
      .BUS_EVENT_NAMES as readonly string[],
  );
