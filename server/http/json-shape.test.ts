import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonShapeProblem, type StepMeter } from './json-shape';
import { findUnsafeText, unsafeTextProblem } from './text';

/** Depth, members and values of a parsed JSON value, counted without recursion (it may be 100,000 deep). */
function measure(value: unknown): { depth: number; keys: number; values: number } {
  let depth = 0;
  let keys = 0;
  let values = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, level] = stack.pop()!;
    values++;
    if (v && typeof v === 'object') {
      depth = Math.max(depth, level + 1);
      const entries = Array.isArray(v) ? v.map((x) => ['', x] as const) : Object.entries(v);
      if (!Array.isArray(v)) keys += entries.length;
      for (const [, x] of entries) stack.push([x, level + 1]);
    }
  }
  return { depth, keys, values };
}

/** A leaf with text that looks like JSON structure, so a scanner that misreads strings miscounts. */
const trickyText = fc.string({
  unit: fc.constantFrom('[', ']', '{', '}', ':', ',', '"', '\\', 'a', ' ', 'é', '\u0000', '😀', '\ud800'),
  maxLength: 12,
});
const leaf = fc.oneof(trickyText, fc.integer(), fc.boolean(), fc.constant(null));

/**
 * A body as an attacker or a real client might send it: a chain of arrays and objects (up to 3,000
 * deep), with somewhere along it a wide object and a wide array (up to 2,000 members each), and
 * tricky text in names and values. Built as a value, sent as JSON.stringify would send it.
 */
const body = fc
  .record({
    kinds: fc.array(fc.constantFrom('array', 'object'), { minLength: 1, maxLength: 6 }),
    depth: fc.integer({ min: 0, max: 3000 }),
    wideKeys: fc.integer({ min: 0, max: 2000 }),
    wideItems: fc.integer({ min: 0, max: 2000 }),
    at: fc.nat(),
    name: trickyText,
    leaves: fc.array(leaf, { minLength: 1, maxLength: 8 }),
  })
  .map(({ kinds, depth, wideKeys, wideItems, at, name, leaves }) => {
    let value: unknown = leaves[0];
    const wideAt = depth === 0 ? 0 : at % depth;
    for (let level = 0; level < depth; level++) {
      const kind = kinds[level % kinds.length];
      if (level === wideAt) {
        const wide: Record<string, unknown> = { [name]: value };
        for (let k = 0; k < wideKeys; k++) wide[`${name}${k}`] = leaves[k % leaves.length];
        value = [wide, Array.from({ length: wideItems }, (_, i) => leaves[i % leaves.length])];
      } else value = kind === 'array' ? [value, leaves[level % leaves.length]] : { [name]: value };
    }
    return JSON.stringify(value);
  });

/** A fixed seed: the same bodies on every run (1,500 random runs passed when this was written). */
const RUNS = { numRuns: 60, seed: 26 };

describe('the JSON shape guard', () => {
  it('answers depth and member count exactly, in one step per character at most', () => {
    fc.assert(
      fc.property(body, (text) => {
        const truth = measure(JSON.parse(text));
        const roomy = { maxDepth: truth.depth, maxKeys: truth.keys };
        const meter: StepMeter = { steps: 0 };
        expect(jsonShapeProblem(text, roomy, meter)).toBeNull();
        expect(meter.steps).toBeLessThanOrEqual(text.length);
        if (truth.depth > 0) {
          expect(jsonShapeProblem(text, { ...roomy, maxDepth: truth.depth - 1 })).toEqual({
            kind: 'depth',
            limit: truth.depth - 1,
          });
        }
        if (truth.keys > 0) {
          expect(jsonShapeProblem(text, { ...roomy, maxKeys: truth.keys - 1 })).toEqual({
            kind: 'keys',
            limit: truth.keys - 1,
          });
        }
      }),
      RUNS,
    );
  });

  it('stops reading at the first level past the limit', () => {
    const meter: StepMeter = { steps: 0 };
    const text = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    expect(jsonShapeProblem(text, { maxDepth: 64, maxKeys: 10 }, meter)).toEqual({
      kind: 'depth',
      limit: 64,
    });
    expect(meter.steps).toBe(65);
  });

  it('leaves text that is not JSON to JSON.parse', () => {
    for (const text of ['{"a":', ']]]]', '"unclosed [[[', 'not json', ''])
      expect(jsonShapeProblem(text, { maxDepth: 2, maxKeys: 2 })).toBeNull();
  });
});

describe('the unsafe text guard', () => {
  it('finds unsafe text wherever it is, with its path, in linear work', () => {
    fc.assert(
      fc.property(body, (text) => {
        const value = JSON.parse(text) as unknown;
        const truth = measure(value);
        const meter: StepMeter = { steps: 0 };
        const found = findUnsafeText(value, meter);
        // Each value and each member name once, and the reported path once.
        expect(meter.steps).toBeLessThanOrEqual(truth.values + truth.keys + truth.depth);
        // JSON.stringify wrote NUL and lone surrogates as escapes: read them back to know the answer.
        const decoded = text.replaceAll('\\u0000', '\u0000').replaceAll('\\ud800', '\ud800');
        const unsafe = decoded.includes('\u0000') || /\ud800(?![\udc00-\udfff])/.test(decoded);
        expect(found !== null).toBe(unsafe);
        if (found) {
          // The path leads to the text (or, for a name, the member) it reports.
          let at: unknown = value;
          for (const key of found.path.slice(0, -1)) at = (at as Record<string | number, unknown>)[key];
          const last = found.path.at(-1);
          const named = found.problem.startsWith('has a name');
          const reported =
            last === undefined
              ? value
              : named
                ? String(last)
                : (at as Record<string | number, unknown>)[last];
          expect(typeof reported).toBe('string');
          expect(unsafeTextProblem(reported as string)).not.toBeNull();
        }
      }),
      RUNS,
    );
  });

  it('reports text at the bottom of 100,000 levels with its whole path, in linear work', () => {
    let value: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) value = i % 2 ? { a: value } : [value];
    const meter: StepMeter = { steps: 0 };
    const found = findUnsafeText(value, meter);
    expect(found?.path).toHaveLength(100_000);
    expect(found?.path.slice(-2)).toEqual(['a', 0]);
    expect(meter.steps).toBeLessThanOrEqual(3 * 100_001);
  });
});
