import type { PredicateValue } from './predicate-parser';
import { QueryError } from './query-error';

/** A date argument: an ISO-like string or epoch milliseconds, as the client formats `Date`s. */
export function toEpoch(value: PredicateValue | undefined, name: string): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    if (!Number.isNaN(parsed)) return parsed;
  }
  throw new QueryError(
    `${name}: "${String(value)}" is not a date (use "YYYY-MM-DD", an ISO date or epoch ms)`,
    'parsing-error',
  );
}

/** A stored field value as epoch ms, or undefined when it is not a date. */
export function fieldEpoch(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function named(value: PredicateValue | undefined, names: string[], name: string): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= names.length)
    return value;
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    const index = names.findIndex((n) => n === lower || n.slice(0, 3) === lower);
    if (index >= 0) return index + 1;
  }
  throw new QueryError(
    `${name}: expected 1..${names.length} or a name like "${names[0]}"`,
    'parsing-error',
  );
}

function integer(
  value: PredicateValue | undefined,
  min: number,
  max: number,
  name: string,
): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max)
    return value;
  throw new QueryError(`${name}: expected an integer from ${min} to ${max}`, 'parsing-error');
}

type Test = (epoch: number) => boolean;

/** Compiles `date.*` predicates (all in UTC, day 1 = Monday as Prismic counts them). */
export function compileDateTest(name: string, args: PredicateValue[]): Test {
  const op = name.slice('date.'.length);
  const arity = op === 'between' ? 2 : 1;
  if (args.length !== arity)
    throw new QueryError(`${name} takes a path and ${arity} value(s)`, 'parsing-error');
  const [a, b] = args;
  const isoDay = (t: number) => ((new Date(t).getUTCDay() + 6) % 7) + 1;
  const month = (t: number) => new Date(t).getUTCMonth() + 1;
  const dom = (t: number) => new Date(t).getUTCDate();
  const hour = (t: number) => new Date(t).getUTCHours();
  switch (op) {
    case 'after': {
      const at = toEpoch(a, name);
      return (t) => t > at;
    }
    case 'before': {
      const at = toEpoch(a, name);
      return (t) => t < at;
    }
    case 'between': {
      const from = toEpoch(a, name);
      const to = toEpoch(b, name);
      return (t) => t >= from && t <= to;
    }
    case 'day-of-month': {
      const d = integer(a, 1, 31, name);
      return (t) => dom(t) === d;
    }
    case 'day-of-month-after': {
      const d = integer(a, 1, 31, name);
      return (t) => dom(t) > d;
    }
    case 'day-of-month-before': {
      const d = integer(a, 1, 31, name);
      return (t) => dom(t) < d;
    }
    case 'day-of-week': {
      const d = named(a, DAYS, name);
      return (t) => isoDay(t) === d;
    }
    case 'day-of-week-after': {
      const d = named(a, DAYS, name);
      return (t) => isoDay(t) > d;
    }
    case 'day-of-week-before': {
      const d = named(a, DAYS, name);
      return (t) => isoDay(t) < d;
    }
    case 'month': {
      const m = named(a, MONTHS, name);
      return (t) => month(t) === m;
    }
    case 'month-after': {
      const m = named(a, MONTHS, name);
      return (t) => month(t) > m;
    }
    case 'month-before': {
      const m = named(a, MONTHS, name);
      return (t) => month(t) < m;
    }
    case 'year': {
      const y = integer(a, -9999, 9999, name);
      return (t) => new Date(t).getUTCFullYear() === y;
    }
    case 'hour': {
      const h = integer(a, 0, 23, name);
      return (t) => hour(t) === h;
    }
    case 'hour-after': {
      const h = integer(a, 0, 23, name);
      return (t) => hour(t) > h;
    }
    case 'hour-before': {
      const h = integer(a, 0, 23, name);
      return (t) => hour(t) < h;
    }
    default:
      throw new QueryError(`Unknown date predicate "${name}"`, 'parsing-error');
  }
}
