import type { Plugin } from 'vite';

/**
 * A build step that rewrites a dependency's file as it is bundled: `rewrite` gets the file's code
 * and throws if it is not what it expects. The build fails too if no bundled file matched `file`
 * (a dependency that moved its code must be looked at again, not left unrewritten).
 */
export function rewriteDependency(name: string, file: RegExp, rewrite: (code: string) => string): Plugin {
  let seen = 0;
  return {
    name,
    apply: 'build',
    buildStart() {
      seen = 0;
    },
    transform(code, id) {
      if (!file.test(id)) return null;
      seen += 1;
      // Lines stay where they were, so the dependency's own source map still holds.
      return { code: rewrite(code), map: null };
    },
    buildEnd(error) {
      if (!error && seen === 0) throw new Error(`${name}: no bundled file matched ${file}`);
    },
  };
}
