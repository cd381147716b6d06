// What the release contract check (contract-check.cjs) reads: JSON files, and the runtime constants of
// packages/contracts (the exposes each area gives, the declared bus events).
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');

const REPO = path.resolve(__dirname, '..');
const CONTRACTS = path.join(REPO, 'packages', 'contracts', 'src');

/* ------------------------------------------------------------------------------------------------ */
/* Reading files                                                                                    */

/** `{ value }` for a readable JSON file, else `{ error }` saying why, for a problem message. */
function readJson(file) {
  if (!fs.existsSync(file)) return { error: `${file} does not exist` };
  try {
    return { value: JSON.parse(fs.readFileSync(file, 'utf8')) };
  } catch (error) {
    return { error: `${file} is not valid JSON (${error.message})` };
  }
}

const readJsonOr = (file, fallback) => readJson(file).value ?? fallback;

/**
 * The runtime constants of a packages/contracts file. They are written in TypeScript, next to the
 * types they must agree with (the type checker holds them to it), and hold only literals and
 * type-only imports; this CommonJS script reads them by transpiling the file with the workspace's
 * own TypeScript and running the result with no `require` at all.
 */
const constantsCache = new Map();
function contractConstants(file) {
  if (!constantsCache.has(file)) {
    const ts = require('typescript');
    const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
      fileName: file,
    });
    const exports = {};
    const noRequire = (id) => {
      throw new Error(
        `${file} must not import "${id}" at run time: the release check reads it alone`,
      );
    };
    vm.runInNewContext(outputText, { exports, require: noRequire }, { filename: file });
    constantsCache.set(file, exports);
  }
  return constantsCache.get(file);
}

/** The exposes `name` must provide: its own list, or what every area provides for a new area. */
function requiredExposes(name) {
  const { AREA_EXPOSES, EXPOSED_BY_EVERY_AREA } = contractConstants(
    path.join(CONTRACTS, 'exposes.ts'),
  );
  return [...(AREA_EXPOSES[name] ?? EXPOSED_BY_EVERY_AREA)];
}

const declaredBusEvents = () =>
  new Set(contractConstants(path.join(CONTRACTS, 'bus-event-names.ts')).BUS_EVENT_NAMES);

module.exports = { REPO, readJson, readJsonOr, requiredExposes, declaredBusEvents };
