import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';
import { humanModels } from './scripts/vite-human-models';

const BASE = '/webapp/';

/**
 * Modules the first screens need that the entry only imports dynamically: the English common
 * translations (every locale falls back to them, so every visit loads them) and the page chunks
 * of the screens a new customer lands on (src/app/first-screens.ts). Without a preload each is
 * asked for only once the entry has downloaded and run: one more round trip before the first
 * paint. Both pages together are a few KB, so every visit preloads both.
 */
const FIRST_SCREEN_MODULES = [
  'src/i18n/locales/en/common.json',
  'src/features/home/HomePage.tsx',
  'src/features/new-print/NewPrintPage.tsx',
].map((p) => resolve(__dirname, p));

function preloadFirstScreens(): Plugin {
  return {
    name: 'bindery-preload-first-screens',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (roots: Rollup.OutputChunk[]) => {
          const seen = new Set<string>();
          const visit = (c: Rollup.OutputChunk) => {
            if (seen.has(c.fileName)) return;
            seen.add(c.fileName);
            for (const f of c.imports) {
              const dep = byFile.get(f);
              if (dep) visit(dep);
            }
          };
          for (const r of roots) visit(r);
          return seen;
        };
        // The entry and its static imports already have their script and modulepreload tags.
        const already = closure(chunks.filter((c) => c.isEntry));
        const roots = FIRST_SCREEN_MODULES.map((id) => {
          const chunk = chunks.find((c) => c.facadeModuleId === id);
          if (!chunk) throw new Error(`preload-first-screens: no chunk for ${id}`);
          return chunk;
        });
        return [...closure(roots)]
          .filter((f) => !already.has(f))
          .map(
            (f): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `${BASE}${f}` },
              injectTo: 'head',
            }),
          );
      },
    },
  };
}

export default defineConfig({
  base: BASE,
  plugins: [react(), preloadFirstScreens(), humanModels({ emit: true })],
  build: {
    // DIST_DIR lets parallel builds (e.g. two developers' journeys) keep apart; default dist.
    outDir: `${process.env.DIST_DIR ?? 'dist'}/webapp`,
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
  worker: { format: 'es', plugins: () => [humanModels({ emit: false })] },
  server: {
    port: 5173,
    proxy: { '/webapp/api': 'http://localhost:3000' },
  },
});
