import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A build step that rewrites the index.html the build has written: `rewrite` gets the page and the
 * output folder (to read what it puts inline). Such steps run one after another, in the order of
 * the config's plugins.
 */
export function rewriteIndexHtml(name: string, rewrite: (html: string, outDir: string) => string): Plugin {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      handler() {
        const index = resolve(outDir, 'index.html');
        writeFileSync(index, rewrite(readFileSync(index, 'utf8'), outDir));
      },
    },
  };
}
