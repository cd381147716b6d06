import fc from 'fast-check';

// Hostile values for the fuzz suite, and a JSON writer that can say what JSON.stringify cannot:
// `-0`, `1e309`, duplicate keys and own `__proto__` keys reach the server exactly as written.

/** JSON text placed verbatim (a number JSON.stringify would rewrite, or a broken fragment). */
export class Raw {
  constructor(readonly text: string) {}
}
/** An object as a list of entries: keys may repeat and may be `__proto__`. */
export class Entries {
  constructor(readonly entries: readonly (readonly [string, unknown])[]) {}
}

/** JSON text of `value`; `undefined` members are left out as JSON.stringify does. */
export function jsonText(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof Entries)
    return `{${value.entries
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`)
      .join(',')}}`;
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : jsonText(v))).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return jsonText(new Entries(Object.entries(value)));
  if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
  return JSON.stringify(value) ?? 'null';
}

/** Every string in `value`, keys included: what a stored row could have taken from the request. */
export function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value instanceof Raw) into.push(value.text);
  else if (value instanceof Entries) {
    for (const [k, v] of value.entries) {
      into.push(k);
      stringsIn(v, into);
    }
  } else if (Array.isArray(value)) for (const v of value) stringsIn(v, into);
  else if (value !== null && typeof value === 'object')
    stringsIn(new Entries(Object.entries(value)), into);
  return into;
}

export const PROTO_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
];

/** Strings a validator must survive: controls, NUL, lone surrogates, RTL marks, markup, huge. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m',
    '\r\n\r\n',
    '\ud800',
    '\udfff',
    'x\ud83d',
    '\u202e\u200b\ufeff',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '"; DROP TABLE customers; --',
    '${7*7}{{7*7}}',
    '../../etc/passwd',
    'http://example.org',
    'NaN',
    'Infinity',
    '-0',
    '1e308',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    ...PROTO_KEYS,
  ),
  fc
    .tuple(
      fc.constantFrom('a', '\u0000', 'é', '\ud800', '😀', ' '),
      fc.integer({ min: 200, max: 40_000 }),
    )
    .map(([c, n]) => c.repeat(n)),
);

/** Numbers, including the ones JSON.stringify would not write (sent raw). */
export const nastyNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE),
  fc
    .constantFrom(
      '-0',
      '1e308',
      '-1e308',
      '1e309',
      '-1e309',
      '1e-400',
      '123456789012345678901234567890',
      '0.1e1',
      '5E-1',
    )
    .map((t) => new Raw(t)),
);

/** The value a server sees once it parses `v` (a Raw number text becomes its number). */
export function parsedValue(v: unknown): unknown {
  return v instanceof Raw ? (JSON.parse(v.text) as unknown) : v;
}

/** Any JSON value, objects sometimes with prototype keys and repeated keys. */
export const nastyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.constantFrom(true, false, null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 8 })),
          tie('value'),
        ),
        { maxLength: 5 },
      )
      .map((entries) => new Entries(entries)),
  ),
})).value;

/** Arrays or objects nested far deeper than any real input (the parsers must not recurse into a crash). */
export const deepNesting: fc.Arbitrary<Raw> = fc
  .tuple(
    fc.integer({ min: 50, max: 5_000 }),
    fc.constantFrom(['[', ']'], ['{"a":', '}'], ['{"__proto__":', '}']),
  )
  .map(([depth, [open, close]]) => new Raw(`${open!.repeat(depth)}1${close!.repeat(depth)}`));

/** A value of any JSON kind but a string: what a string field must refuse without crashing. */
export const notAString: fc.Arbitrary<unknown> = fc.oneof(
  nastyNumber,
  fc.constantFrom(true, false, [], {}),
  fc.array(nastyString, { maxLength: 3 }),
  deepNesting,
);

/** JSON text that does not parse, by construction: a valid document broken at a random point. */
export const invalidJsonText: fc.Arbitrary<string> = fc
  .tuple(
    fc.jsonValue(),
    fc.constantFrom('{', '"', ',', '}}', "'", 'NaN', '\u0000', '/*', ']'),
    fc.nat(),
  )
  .map(([value, junk, at]) => {
    const text = JSON.stringify({ v: value });
    const cut = at % (text.length + 1);
    return text.slice(0, cut) + junk + text.slice(cut);
  })
  .filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  });

/**
 * Strings a field that wants an e-mail address must refuse (no `@`, spaces, too long, markup).
 * Never blank: a blank e-mail clears an optional field, which is a valid edit.
 */
export const invalidEmail: fc.Arbitrary<string> = fc.oneof(
  nastyString.filter((s) => s.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.trim())),
  fc.constantFrom(
    'a@',
    '@b.co',
    'a b@c.de',
    'a@b',
    'a@@b.co',
    '<a@b.co>',
    'a@b.co\u0000',
    `${'x'.repeat(250)}@b.co`,
    'a@-b.co',
  ),
);

/** Texts of bodies that no JSON route can read as its input: broken JSON, bare values, byte junk. */
export const unreadableBody: fc.Arbitrary<string | Buffer> = fc.oneof(
  invalidJsonText,
  fc.constantFrom(
    '',
    ' ',
    'null',
    '0',
    '"x"',
    '[]',
    'true',
    '\ufeff{}',
    'query=mutation',
    '--x\r\nContent-Disposition: form-data\r\n',
  ),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(
    Buffer.from([0xff, 0xfe, 0x7b, 0x00]),
    Buffer.from([0xc0, 0xaf, 0xed, 0xa0, 0x80]),
    Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
  ),
);

/**
 * Junk that GraphQL could still coerce into a valid, empty input (null, {}, []): an empty edit is a
 * valid request, so such values are kept out of the "refused" properties.
 */
export function coercesToEmpty(v: unknown): boolean {
  if (
    v === null ||
    (Array.isArray(v) && v.length === 0) ||
    (v instanceof Entries && v.entries.length === 0)
  )
    return true;
  return (
    typeof v === 'object' &&
    !Array.isArray(v) &&
    !(v instanceof Raw) &&
    !(v instanceof Entries) &&
    Object.keys(v as object).length === 0
  );
}
export const junkInput: fc.Arbitrary<unknown> = nastyJson.filter((v) => !coercesToEmpty(v));
