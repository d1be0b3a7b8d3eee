import { z } from 'zod';

/** A small seeded generator (mulberry32), so every run of the fuzz test sends the same inputs. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    /** Up to n items of list, in a stable random order. */
    sample: <T>(list: readonly T[], n: number): T[] => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, n);
    },
  };
}
export type Rng = ReturnType<typeof seeded>;

const deep = (depth: number): unknown => {
  let v: unknown = { end: true };
  for (let i = 0; i < depth; i++) v = i % 2 ? { a: v } : [v];
  return v;
};

/** Text that databases and encoders choke on, and text that only looks like something. */
export const BAD_STRINGS: readonly string[] = [
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '',
  '   ',
  'not-a-date',
  '2026-02-31',
  '2026-13-45T99:99:99Z',
  // Dates Date.parse reads that are not what a field means ("12" is December 2001; year 0 is 1900).
  '12',
  '0000-01',
  '0001-01-01T00:00:00Z',
  '99999999999999999999',
  '-1',
  '1e308',
  'NaN',
  'a'.repeat(5000),
  '\r\n{"level":"error","message":"forged"}',
  '../../etc/passwd',
  '%00',
];
export const BAD_NUMBERS: readonly number[] = [
  2 ** 40,
  -(2 ** 40),
  2 ** 31,
  -(2 ** 31) - 1,
  1e308,
  -1e308,
  -1,
  0,
  1.5,
  Number.MAX_SAFE_INTEGER,
];
export const BAD_SHAPES: readonly unknown[] = [
  null,
  true,
  [],
  {},
  [{}],
  'text',
  12,
  deep(200),
  { __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } },
];
/** Whole bodies that are not what any route wants. */
export const BAD_BODIES: readonly unknown[] = [
  [],
  'text',
  42,
  null,
  {},
  deep(2000),
  [{ a: 1 }],
  { '': '\u0000' },
];

/** Query and path values, already URL-encoded (a lone surrogate is not encodable, so its raw UTF-8 bytes). */
export const BAD_URL_VALUES: readonly string[] = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%E0%A4%A',
  '1099511627776',
  '-1',
  '1e308',
  '1.5',
  'not-a-date',
  '2026-02-31',
  '0000-01',
  '12',
  'not-an-id',
  '00000000-0000-0000-0000-000000000000',
  'a'.repeat(600),
  '..%2F..%2Fetc%2Fpasswd',
  '%0d%0aX-Forged:%201',
];

const STRING_POOL = [
  'Ada',
  'fuzz@example.com',
  '9f1c4b9e-3c7a-4d2b-8a4e-2b7c1d0e5f6a',
  '2026-05-01',
  '2026-05-01T10:00:00.000Z',
  'GB',
  'GBP',
  'en-gb',
  'SW1A 1AA',
  'https://example.com/',
  'A'.repeat(43),
  '1',
  'abc',
];

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type JsonSchema = Record<string, unknown>;

/** Values known to be good for a property name (a real product code, the id of an existing print). */
export type Hints = Record<string, unknown>;

function fromJsonSchema(s: JsonSchema, root: JsonSchema, depth: number, hints: Hints): Json {
  if (depth > 6) return null;
  if (typeof s.$ref === 'string') {
    const ref =
      s.$ref === '#' ? root : ((root.$defs as Record<string, JsonSchema>)?.[s.$ref.split('/').pop()!] ?? {});
    return fromJsonSchema(ref, root, depth + 1, hints);
  }
  if (s.const !== undefined) return s.const as Json;
  if (Array.isArray(s.enum)) return s.enum[0] as Json;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = s[key] as JsonSchema[] | undefined;
    if (options?.length) {
      const nonNull = options.find((o) => o.type !== 'null') ?? options[0]!;
      return fromJsonSchema(nonNull, root, depth + 1, hints);
    }
  }
  if (s.default !== undefined) return s.default as Json;
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [k, v] of Object.entries((s.properties as Record<string, JsonSchema>) ?? {}))
        out[k] = k in hints ? (structuredClone(hints[k]) as Json) : fromJsonSchema(v, root, depth + 1, hints);
      return out;
    }
    case 'array': {
      const item = (s.items as JsonSchema | undefined) ?? {};
      const n = Math.max(1, Number(s.minItems ?? 1));
      return Array.from({ length: Math.min(n, 20) }, () => fromJsonSchema(item, root, depth + 1, hints));
    }
    case 'integer':
    case 'number': {
      const min =
        typeof s.minimum === 'number'
          ? s.minimum
          : typeof s.exclusiveMinimum === 'number'
            ? s.exclusiveMinimum + 1
            : 1;
      return Math.max(min, 1);
    }
    case 'boolean':
      return true;
    case 'string': {
      switch (s.format) {
        case 'email':
          return 'fuzz@example.com';
        case 'uuid':
          return '9f1c4b9e-3c7a-4d2b-8a4e-2b7c1d0e5f6a';
        case 'date':
          return '2026-05-01';
        case 'date-time':
          return '2026-05-01T10:00:00.000Z';
        case 'uri':
          return 'https://example.com/';
      }
      const min = Number(s.minLength ?? 0);
      return min > 3 ? 'a'.repeat(min) : 'Ada';
    }
    default:
      return 'Ada';
  }
}

function getAt(root: Json, path: readonly PropertyKey[]): Json | undefined {
  let cur: unknown = root;
  for (const k of path)
    cur = cur && typeof cur === 'object' ? (cur as Record<PropertyKey, unknown>)[k] : undefined;
  return cur as Json | undefined;
}

function setAt(root: Json, path: readonly PropertyKey[], value: Json): Json {
  if (path.length === 0) return value;
  let cur = root as Record<PropertyKey, Json>;
  for (const k of path.slice(0, -1)) {
    if (!cur[k] || typeof cur[k] !== 'object') cur[k] = {};
    cur = cur[k] as Record<PropertyKey, Json>;
  }
  cur[path[path.length - 1]!] = value;
  return root;
}

/**
 * A value the schema accepts, as best as can be guessed: built from its JSON Schema, then repaired
 * for a few rounds from zod's own complaints (enum values, formats, lengths, a pool of plausible
 * strings for patterns and refinements). Null when no valid value was found.
 */
export function validSample(
  schema: z.ZodType,
  where: 'body' | 'query' | 'params',
  hints: Hints = {},
): Json | null {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    json = {};
  }
  let value = fromJsonSchema(json, json, 0, hints);
  if (where !== 'body') value = stringify(value);
  const tries = new Map<string, number>();
  for (let round = 0; round < 12; round++) {
    const parsed = schema.safeParse(value);
    if (parsed.success) return value;
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      const n = tries.get(key) ?? 0;
      tries.set(key, n + 1);
      let next: Json | undefined;
      const i = issue as unknown as Record<string, unknown>;
      if (issue.code === 'invalid_value' && Array.isArray(i.values) && i.values.length)
        next = i.values[0] as Json;
      else if (issue.code === 'invalid_type') {
        next = (
          { string: 'Ada', number: 1, int: 1, boolean: true, object: {}, array: [] } as Record<string, Json>
        )[String(i.expected)];
      } else if (issue.code === 'too_small' && typeof i.minimum === 'number') {
        const cur = getAt(value, issue.path);
        if (i.origin === 'string') next = 'a'.repeat(Math.min(Number(i.minimum), 5000));
        else if (i.origin === 'array' && Array.isArray(cur)) next = [...cur, ...cur, cur[0] ?? 'Ada'];
        else next = i.inclusive === false ? Number(i.minimum) + 1 : Number(i.minimum);
      } else if (issue.code === 'too_big' && typeof i.maximum === 'number') {
        const cur = getAt(value, issue.path);
        if (typeof cur === 'string') next = cur.slice(0, Number(i.maximum));
        else if (Array.isArray(cur)) next = cur.slice(0, Number(i.maximum));
        else next = Number(i.maximum);
      }
      if (next === undefined || n > 1) next = STRING_POOL[n % STRING_POOL.length]!;
      if (where !== 'body' && typeof next !== 'string') next = String(next);
      value = setAt(value, issue.path, next);
    }
  }
  return schema.safeParse(value).success ? value : null;
}

function stringify(value: Json): Json {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

/** Every path to a value inside a JSON value (objects, arrays and their leaves). */
export function pathsOf(value: Json, prefix: PropertyKey[] = [], out: PropertyKey[][] = []): PropertyKey[][] {
  if (prefix.length > 0) out.push(prefix);
  if (value && typeof value === 'object' && out.length < 400) {
    for (const [k, v] of Object.entries(value))
      pathsOf(v, [...prefix, Array.isArray(value) ? Number(k) : k], out);
  }
  return out;
}

/** The same value with one place replaced (a deep copy, the original stays as it was). */
export function withValueAt(value: Json, path: readonly PropertyKey[], replacement: unknown): Json {
  return setAt(structuredClone(value), path, replacement as Json);
}

/** Bad values for a place that now holds `current`: its own kind's nasty cases first, then other shapes. */
export function badValuesFor(current: unknown, rng: Rng, n: number): unknown[] {
  if (typeof current === 'string')
    return [
      'a\u0000b',
      '\ud800',
      ...rng.sample([...BAD_STRINGS.slice(2), ...BAD_NUMBERS, ...BAD_SHAPES], n - 2),
    ];
  if (typeof current === 'number')
    return [2 ** 40, 1e308, ...rng.sample([...BAD_NUMBERS.slice(2), ...BAD_STRINGS, ...BAD_SHAPES], n - 2)];
  return rng.sample([...BAD_SHAPES, ...BAD_STRINGS, ...BAD_NUMBERS], n);
}
