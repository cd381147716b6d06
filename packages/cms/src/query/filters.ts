import { toWords } from '../store/text';
import type { ContentSnapshot, IndexedDocument } from '../store/types';
import { compileDateTest, fieldEpoch } from './date-filters';
import { isKnownType, unknownType } from './known-types';
import { resolvePath } from './paths';
import type { Predicate, PredicateValue } from './predicate-parser';
import { QueryError } from './query-error';
import { similarIds } from './similar';

export interface Matcher {
  test: (entry: IndexedDocument) => boolean;
  /** Set for `at(document.type, "x")`, so the search can start from that type's bucket. */
  onlyType?: string;
}

function same(field: unknown, wanted: PredicateValue): boolean {
  if (typeof field === typeof wanted) return field === wanted;
  if (typeof field === 'object' || Array.isArray(wanted)) return false;
  return String(field) === String(wanted);
}

function fail(message: string): never {
  throw new QueryError(message, 'parsing-error');
}

function values(p: Predicate, name: string, count: number): PredicateValue[] {
  const rest = p.args.slice(1);
  if (rest.length !== count || rest.some((a) => a.kind !== 'value')) {
    fail(`${name} takes a path and ${count} value(s)`);
  }
  return rest.map((a) => (a.kind === 'value' ? a.value : ''));
}

function list(value: PredicateValue | undefined, name: string): PredicateValue[] {
  if (!Array.isArray(value)) fail(`${name} expects an array of values`);
  return value;
}

function num(value: PredicateValue | undefined, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(`${name} expects numbers`);
  return value;
}

/** Turns one parsed predicate into a document test; every argument is validated here, once. */
export function compilePredicate(p: Predicate, snapshot: ContentSnapshot): Matcher {
  const { name } = p;
  if (name === 'similar') {
    const [id, max] = p.args;
    if (
      p.args.length !== 2 ||
      id?.kind !== 'value' ||
      typeof id.value !== 'string' ||
      max?.kind !== 'value'
    ) {
      fail('similar takes a document id and a number');
    }
    const ids = similarIds(snapshot, id.value, num(max.value, name));
    return { test: (e) => ids.has(e.doc.id) };
  }
  const first = p.args[0];
  if (first?.kind !== 'path') fail(`${name} expects a path as its first argument`);
  if (name === 'fulltext' && first.path === 'document') {
    const [terms] = values(p, name, 1);
    if (typeof terms !== 'string') fail('fulltext expects a string');
    const words = toWords(terms);
    return { test: (e) => words.every((w) => e.words.has(w)) };
  }
  const path = resolvePath(first.path);
  if (path.type !== undefined && !isKnownType(snapshot, path.type))
    throw unknownType(path.type, first.path);
  const scoped = (test: (vals: unknown[]) => boolean) => (e: IndexedDocument) =>
    (path.type === undefined || e.doc.type === path.type) && test(path.get(e));

  switch (name) {
    case 'at':
    case 'not': {
      const [wanted] = values(p, name, 1) as [PredicateValue];
      const hit = Array.isArray(wanted)
        ? (vals: unknown[]) => wanted.every((w) => vals.some((v) => same(v, w)))
        : (vals: unknown[]) => vals.some((v) => same(v, wanted));
      if (name === 'not') return { test: scoped((vals) => !hit(vals)) };
      const onlyType =
        first.path === 'document.type' && typeof wanted === 'string' ? wanted : undefined;
      return { test: scoped(hit), onlyType };
    }
    case 'any':
    case 'in': {
      const options = list(values(p, name, 1)[0], name);
      return { test: scoped((vals) => vals.some((v) => options.some((o) => same(v, o)))) };
    }
    case 'has':
    case 'missing':
      values(p, name, 0);
      return { test: scoped((vals) => vals.length > 0 === (name === 'has')) };
    case 'fulltext': {
      const [terms] = values(p, name, 1);
      if (typeof terms !== 'string') fail('fulltext expects a string');
      const words = toWords(terms);
      return {
        test: scoped((vals) => {
          const found = new Set(vals.flatMap((v) => (typeof v === 'string' ? toWords(v) : [])));
          return words.every((w) => found.has(w));
        }),
      };
    }
    case 'number.lt':
    case 'number.gt': {
      const limit = num(values(p, name, 1)[0], name);
      const below = name === 'number.lt';
      return {
        test: scoped((vals) =>
          vals.some((v) => typeof v === 'number' && (below ? v < limit : v > limit)),
        ),
      };
    }
    case 'number.inRange': {
      const [lo, hi] = values(p, name, 2).map((v) => num(v, name)) as [number, number];
      return {
        test: scoped((vals) => vals.some((v) => typeof v === 'number' && v >= lo && v <= hi)),
      };
    }
    default: {
      if (!name.startsWith('date.')) fail(`Unknown predicate "${name}"`);
      const check = compileDateTest(
        name,
        p.args.slice(1).map((a) => (a.kind === 'value' ? a.value : a.path)),
      );
      return {
        test: scoped((vals) =>
          vals.some((v) => {
            const t = fieldEpoch(v);
            return t !== undefined && check(t);
          }),
        ),
      };
    }
  }
}
