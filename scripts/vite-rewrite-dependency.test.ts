import { describe, expect, it } from 'vitest';
import { rewriteDependency } from './vite-rewrite-dependency';

type Hook = (...args: unknown[]) => unknown;
const hook = (plugin: object, name: string) => (plugin as Record<string, Hook>)[name]!.bind(plugin);

describe('rewriteDependency', () => {
  const plugin = () =>
    rewriteDependency('test-rewrite', /dep[\\/]file\.js$/, (code) => code.replace('a', 'b'));

  it('rewrites the matching file alone, keeping its lines', () => {
    const p = plugin();
    hook(p, 'buildStart')();
    expect(hook(p, 'transform')('a\na', '/x/other.js')).toBeNull();
    expect(hook(p, 'transform')('a\na', '/x/node_modules/dep/file.js')).toEqual({ code: 'b\na', map: null });
    expect(() => hook(p, 'buildEnd')()).not.toThrow();
  });

  it('fails the build when no bundled file matched, but not over an earlier error', () => {
    const p = plugin();
    hook(p, 'buildStart')();
    hook(p, 'transform')('a', '/x/other.js');
    expect(() => hook(p, 'buildEnd')()).toThrow(/test-rewrite: no bundled file matched/);
    expect(() => hook(p, 'buildEnd')(new Error('earlier'))).not.toThrow();
  });
});
