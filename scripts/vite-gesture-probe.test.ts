import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { quietGestureProbe, USE_GESTURE_ACTIONS } from './vite-gesture-probe';

const require = createRequire(import.meta.url);
const dist = dirname(require.resolve('@use-gesture/core'));
const actions = readdirSync(dist)
  .map((f) => join(dist, f))
  .filter((f) => USE_GESTURE_ACTIONS.test(f));

/** The probe's function alone, from the installed build, as it would run in a browser. */
function probe(code: string, globals: Record<string, unknown>): boolean {
  const source = code.slice(code.indexOf('function supportsGestureEvents()'));
  const body = source.slice(0, source.indexOf('\n}\n') + 3);
  return new Function(...Object.keys(globals), `${body}\nreturn supportsGestureEvents();`)(
    ...Object.values(globals),
  );
}

describe('quietGestureProbe', () => {
  it('finds the one build file the editor bundles', () => {
    expect(actions).toHaveLength(1);
  });

  it('answers as the original does, without throwing where there is no GestureEvent', () => {
    const source = readFileSync(actions[0]!, 'utf8');
    const quiet = quietGestureProbe(source);
    expect(quiet).not.toBe(source);
    // Chromium: no GestureEvent. The original throws inside and answers false; the rewrite answers
    // false without an error.
    expect(probe(source, {})).toBe(false);
    expect(probe(quiet, {})).toBe(false);
    expect(quiet.slice(quiet.indexOf('function supportsGestureEvents()')).split('\n}\n')[0]).toContain(
      "typeof GestureEvent !== 'undefined'",
    );
    // Safari: a GestureEvent constructor. Both answer true.
    class GestureEvent {}
    expect(probe(source, { GestureEvent })).toBe(true);
    expect(probe(quiet, { GestureEvent })).toBe(true);
  });

  it('refuses a build whose probe it does not find', () => {
    expect(() => quietGestureProbe('function supportsGestureEvents() { return false; }')).toThrow(
      /found 0 times/,
    );
  });
});
