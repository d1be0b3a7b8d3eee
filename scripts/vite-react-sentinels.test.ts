import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_SENTINELS, reactSentinels } from './vite-react-sentinels';

const require = createRequire(import.meta.url);
const REACT_DOM_CLIENT = join(dirname(require.resolve('react-dom')), 'cjs/react-dom-client.production.js');

/** The installed React DOM's production client, rewritten, evaluated as a CommonJS module. */
function evaluateRewritten() {
  const code = reactSentinels(readFileSync(REACT_DOM_CLIENT, 'utf8'));
  // Each sentinel leaves the module through a closure we can reach: read them by name instead.
  const probe = `\n;module.exports.__sentinels = { ${REACT_SENTINELS.join(', ')} };`;
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', code + probe)(module, module.exports, require);
  return module.exports;
}

describe('reactSentinels', () => {
  it('makes each of the installed React DOM sentinels once, with the helper instead of Error()', () => {
    const source = readFileSync(REACT_DOM_CLIENT, 'utf8');
    const code = reactSentinels(source);
    for (const name of REACT_SENTINELS) {
      expect(code).toMatch(
        new RegExp(`\\b${name} = bindery\\$sentinel\\(formatProdErrorMessage\\(\\d+\\)\\)`),
      );
      expect(code).not.toMatch(new RegExp(`\\b${name} = Error\\(`));
    }
    // Nothing else changes: the sentinels' lines alone differ (so the source map still holds), and
    // every other Error() is still made as before.
    const before = source.split('\n');
    const after = code.split('\n');
    const changed = before.filter((line, i) => line !== after[i]);
    expect(changed).toHaveLength(REACT_SENTINELS.length);
    const errors = (s: string) => s.match(/\bError\(/g)?.length ?? 0;
    expect(errors(code)).toBe(errors(source) - REACT_SENTINELS.length);
  });

  it('gives React objects that read as the errors they were: Error.prototype, message, stack', () => {
    const exports = evaluateRewritten();
    expect(typeof exports.createRoot).toBe('function');
    const sentinels = exports.__sentinels as Record<string, Error>;
    for (const name of REACT_SENTINELS) {
      const value = sentinels[name]!;
      expect(value).toBeInstanceOf(Error);
      expect(value.message).toMatch(/^Minified React error #\d+/);
      expect(String(value)).toBe(`Error: ${value.message}`);
      expect(value.stack).toBe(`Error: ${value.message}`);
      expect(Object.keys(value)).toEqual([]);
    }
    // Distinct objects: React tells them apart by identity.
    expect(new Set(Object.values(sentinels)).size).toBe(REACT_SENTINELS.length);
  });

  it('refuses a React DOM that makes a sentinel otherwise, or has been rewritten already', () => {
    const source = readFileSync(REACT_DOM_CLIENT, 'utf8');
    expect(() =>
      reactSentinels(source.replace('SuspenseException = Error(', 'SuspenseException = new Error(')),
    ).toThrow(/SuspenseException is made 0 times/);
    expect(() => reactSentinels(reactSentinels(source))).toThrow(/has the helper already/);
  });
});
