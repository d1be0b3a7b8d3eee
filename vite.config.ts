import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import i18next from 'i18next';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';
import { PRICE_TOKEN } from './contract/catalog/category-cards-html';
import { bcp47, DEFAULT_LOCALE, LOCALES } from './contract/locale/locales';
import { CURRENCIES } from './contract/money/currency-codes';
import {
  CURRENCY_TOKEN,
  FIRST_SCREEN_DEFAULTS,
  firstScreenHtml,
  firstScreenText,
  STATIC_FIRST_SCREENS,
} from './src/app/static-first-screen';
import { afterFirstPaint } from './scripts/vite-after-first-paint';
import { gestureProbePlugin } from './scripts/vite-gesture-probe';
import { humanModels } from './scripts/vite-human-models';
import { reactSentinelsPlugin } from './scripts/vite-react-sentinels';
import { rewriteIndexHtml } from './scripts/vite-rewrite-index';

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

/**
 * Writes first-screens.json: the home page's and /new-print's first screen as HTML in every locale
 * (src/app/static-first-screen.ts), which the server puts into index.html for the visitor's locale
 * so the header and heading paint before any script has downloaded. Translated with i18next from
 * the same files and with the same fallback (en) as the app.
 */
function staticFirstScreens(): Plugin {
  return {
    name: 'bindery-static-first-screens',
    apply: 'build',
    generateBundle() {
      const resources: Record<string, { common: object }> = {};
      for (const locale of LOCALES) {
        const file = resolve(__dirname, `src/i18n/locales/${locale}/common.json`);
        if (existsSync(file)) resources[locale] = { common: JSON.parse(readFileSync(file, 'utf8')) };
      }
      const screens = STATIC_FIRST_SCREENS.map((screen) => ({
        page: screen.page,
        path: screen.path,
        locales: Object.fromEntries(
          LOCALES.map((locale) => {
            const i18n = i18next.createInstance();
            void i18n.init({
              resources,
              lng: locale,
              fallbackLng: DEFAULT_LOCALE,
              lowerCaseLng: true,
              defaultNS: 'common',
              interpolation: { escapeValue: false },
              initAsync: false,
            });
            const text = firstScreenText(i18n.t.bind(i18n) as never, locale, screen);
            return [
              locale,
              {
                lang: bcp47(locale),
                title: `${text.title} · ${text.brand}`,
                html: firstScreenHtml(text),
                // The cards' "from £17.99", priced by the server in the visitor's currency.
                ...(text.cards ? { cardFrom: i18n.t('catalog.from', { price: PRICE_TOKEN }) } : {}),
              },
            ];
          }),
        ),
      }));
      this.emitFile({
        type: 'asset',
        fileName: 'first-screens.json',
        source: JSON.stringify({
          defaultLocale: FIRST_SCREEN_DEFAULTS.locale,
          defaultCurrency: FIRST_SCREEN_DEFAULTS.currency,
          currencies: CURRENCIES,
          currencyToken: CURRENCY_TOKEN,
          screens,
        }),
      });
    },
  };
}

/**
 * Puts the entry's stylesheet into index.html. With the first screen already in the page (above),
 * the stylesheet is all a phone waits for before painting it; inline, the page paints as soon as
 * its HTML has arrived, while the scripts are still downloading. It is the app shell's CSS, a few
 * KB compressed, and the CSP allows inline styles (server/http/security-headers.ts).
 */
function inlineEntryCss(): Plugin {
  return rewriteIndexHtml('bindery-inline-entry-css', (html, outDir) => {
    const inlined = html.replace(
      /<link rel="stylesheet" crossorigin href="\/webapp\/(assets\/[^"]+\.css)">/g,
      (_link, file: string) => {
        const css = readFileSync(resolve(outDir, file), 'utf8');
        if (/<\/style/i.test(css)) throw new Error(`inline-entry-css: ${file} would end the <style> early`);
        return `<style>${css}</style>`;
      },
    );
    if (inlined === html) throw new Error('inline-entry-css: index.html links no stylesheet');
    return inlined;
  });
}

export default defineConfig({
  base: BASE,
  plugins: [
    react(),
    reactSentinelsPlugin(),
    gestureProbePlugin(),
    preloadFirstScreens(),
    staticFirstScreens(),
    inlineEntryCss(),
    afterFirstPaint(),
    humanModels({ emit: true }),
  ],
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
