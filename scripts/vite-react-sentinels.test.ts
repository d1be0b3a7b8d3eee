import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_RENDERERS, REACT_SENTINELS, reactSentinels } from './vite-react-sentinels';

const require = createRequire(import.meta.url);
const installed = (pkg: string, file: string) => join(dirname(require.resolve(pkg)), 'cjs', file);
/** The installed renderers the build rewrites, and how each gives its sentinels (one per renderer). */
const RENDERERS = [
  {
    name: 'React DOM',
    file: installed('react-dom', 'react-dom-client.production.js'),
    renderer: (exports: Record<string, unknown>) => {
      expect(typeof exports.createRoot).toBe('function');
    },
  },
  {
    name: "react-konva's reconciler",
    file: installed('react-reconciler', 'react-reconciler.production.js'),
    // The reconciler's module is a function that makes a renderer; the sentinels are made then.
    renderer: (exports: unknown) => {
      expect(typeof exports).toBe('function');
      (exports as (config: object) => unknown)({});
    },
  },
];

/**
 * A renderer's production build, rewritten, evaluated as CommonJS with the helper watched: answers
 * the values it made, in order.
 */
function evaluateRewritten(file: string, make: (exports: never) => void): Error[] {
  const code = reactSentinels(readFileSync(file, 'utf8'));
  const watch =
    'var helper = bindery$sentinel; ' +
    'bindery$sentinel = function (message) { var value = helper(message); made.push(value); return value; };';
  const directive = '"use strict";';
  const made: Error[] = [];
  const module = { exports: {} as unknown };
  new Function('module', 'exports', 'require', 'made', code.replace(directive, `${directive} ${watch}`))(
    module,
    module.exports,
    require,
    made,
  );
  make(module.exports as never);
  return made;
}

describe.each(RENDERERS)('reactSentinels on $name', ({ file, renderer }) => {
  it('is a file the build step rewrites', () => {
    expect(REACT_RENDERERS.test(file)).toBe(true);
  });

  it('makes each sentinel once, with the helper instead of Error(), and changes nothing else', () => {
    const source = readFileSync(file, 'utf8');
    const code = reactSentinels(source);
    for (const name of REACT_SENTINELS) {
      expect(code).toMatch(
        new RegExp(`\\b${name} = bindery\\$sentinel\\(formatProdErrorMessage\\(\\d+\\)\\)`),
      );
      expect(code).not.toMatch(new RegExp(`\\b${name} = Error\\(`));
    }
    // The sentinels' lines alone differ (so the source map still holds), and every other Error()
    // is still made as before.
    const before = source.split('\n');
    const after = code.split('\n');
    expect(before.filter((line, i) => line !== after[i])).toHaveLength(REACT_SENTINELS.length);
    const errors = (s: string) => s.match(/\bError\(/g)?.length ?? 0;
    expect(errors(code)).toBe(errors(source) - REACT_SENTINELS.length);
  });

  it('gives React objects that read as the errors they were: Error.prototype, message, stack', () => {
    const made = evaluateRewritten(file, renderer);
    // One of each: HydrationMismatch, Suspense, SuspenseyCommit, SuspenseAction, SelectiveHydration.
    expect(made.map((value) => Number(/#(\d+)/.exec(value.message)?.[1])).sort()).toEqual([
      460, 461, 474, 519, 542,
    ]);
    for (const value of made) {
      expect(value).toBeInstanceOf(Error);
      expect(value.message).toMatch(/^Minified React error #\d+/);
      expect(String(value)).toBe(`Error: ${value.message}`);
      expect(value.stack).toBe(`Error: ${value.message}`);
      expect(Object.keys(value)).toEqual([]);
    }
    // Distinct objects: React tells them apart by identity.
    expect(new Set(made).size).toBe(REACT_SENTINELS.length);
  });

  it('refuses code that makes a sentinel otherwise, or has been rewritten already', () => {
    const source = readFileSync(file, 'utf8');
    expect(() =>
      reactSentinels(source.replace('SuspenseException = Error(', 'SuspenseException = new Error(')),
    ).toThrow(/SuspenseException is made 0 times/);
    expect(() => reactSentinels(reactSentinels(source))).toThrow(/has the helper already/);
  });
});
