/** Command-line options of the synthetic corpus generator, validated. */
export interface GenerateOptions {
  articles: number;
  events: number;
  people: number;
  places: number;
  seed: number;
  /** Output folder; `documents/` and `images/` are written inside it. */
  out?: string;
}

export const USAGE =
  'usage: generate [--articles N] [--events N] [--people N] [--places N] [--seed N] [--out DIR]\n' +
  '  counts are whole numbers from 0 to 200000 (people and places from 1); defaults: 2000 articles, 10000 events';

const LIMIT = 200_000;
const COUNTS = ['articles', 'events', 'people', 'places', 'seed'] as const;
type CountName = (typeof COUNTS)[number];

export class ArgumentError extends Error {}

export function parseGenerateArgs(argv: string[]): GenerateOptions {
  const given: Partial<Record<CountName, number>> = {};
  let out: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--') continue;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? (arg.split('=', 2) as [string, string])
        : [arg, undefined];
    const name = flag.replace(/^--/, '');
    const value = inline ?? argv[(i += 1)];
    if (!flag.startsWith('--') || value === undefined)
      throw new ArgumentError(`expected "--name value", got "${arg}"`);
    if (name === 'out') {
      if (value === '') throw new ArgumentError('--out needs a folder');
      out = value;
      continue;
    }
    if (!(COUNTS as readonly string[]).includes(name))
      throw new ArgumentError(`unknown option --${name}`);
    if (!/^\d+$/.test(value) || Number(value) > LIMIT) {
      throw new ArgumentError(
        `--${name} must be a whole number from 0 to ${LIMIT}, got "${value}"`,
      );
    }
    given[name as CountName] = Number(value);
  }
  const articles = given.articles ?? 2000;
  const events = given.events ?? 10000;
  const people = given.people ?? Math.max(20, Math.ceil((articles + events) / 50));
  const places = given.places ?? Math.max(10, Math.ceil(people / 3));
  if (people < 1 || places < 1)
    throw new ArgumentError('--people and --places must be at least 1 (documents link to them)');
  return { articles, events, people, places, seed: given.seed ?? 1517, out };
}
