/**
 * `npx tsx scripts/screens/gallery.ts [docs/screens]`: writes docs/screens/README.md, the
 * before/after table of the screenshots in its before/ and after/ folders.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The screens in the order a customer meets them; a screen not listed comes after, by name. */
export const SCREEN_ORDER = [
  'marketing-home',
  'marketing-product',
  'home',
  'sign-in',
  'sign-up',
  'new-print-category',
  'new-print-style',
  'new-print-size',
  'uploader',
  'editor-cover',
  'editor-first-spread',
  'editor-spread-view',
  'editor-page',
  'editor-tool-photos',
  'editor-tool-layouts',
  'editor-tool-caption',
  'editor-tool-themes',
  'editor-tool-pages',
  'editor-more',
  'editor-caption',
  'editor-format-bar',
  'editor-photo-selected',
  'order-details',
  'basket',
  'checkout-address',
  'checkout-new-address',
  'checkout-delivery',
  'checkout-payment',
  'checkout-summary',
  'order-confirmation',
  'account',
  'design-prints',
  'design-calendar',
  'designs',
];
export const LOCALE_ORDER = ['en', 'de-de', 'pl-pl'];

const SHOT = /^([a-z0-9-]+?)-(en|[a-z]{2}-[a-z]{2})\.(jpg|webp)$/;

interface Shot {
  screen: string;
  locale: string;
  file: string;
}

function parse(files: readonly string[]): Shot[] {
  return files.flatMap((file) => {
    const m = SHOT.exec(file);
    return m?.[1] && m[2] ? [{ screen: m[1], locale: m[2], file }] : [];
  });
}

const rank = (order: readonly string[], value: string) => {
  const i = order.indexOf(value);
  return i < 0 ? order.length : i;
};

/** The README: one row per screen and locale, each side's picture or a dash where it was not taken. */
export function galleryMarkdown(before: readonly string[], after: readonly string[]): string {
  const b = parse(before);
  const a = parse(after);
  const rows = new Map<string, { screen: string; locale: string; before?: string; after?: string }>();
  for (const [side, shots] of [
    ['before', b],
    ['after', a],
  ] as const)
    for (const s of shots) {
      const key = `${s.screen}|${s.locale}`;
      const row = rows.get(key) ?? { screen: s.screen, locale: s.locale };
      row[side] = s.file;
      rows.set(key, row);
    }
  const sorted = [...rows.values()].sort(
    (x, y) =>
      rank(SCREEN_ORDER, x.screen) - rank(SCREEN_ORDER, y.screen) ||
      x.screen.localeCompare(y.screen) ||
      rank(LOCALE_ORDER, x.locale) - rank(LOCALE_ORDER, y.locale) ||
      x.locale.localeCompare(y.locale),
  );
  const cell = (side: 'before' | 'after', file?: string) =>
    file ? `[<img src="${side}/${file}" width="180" alt="${side}: ${file}">](${side}/${file})` : '—';
  const lines = [
    '# Every screen at 360 px, before and after',
    '',
    'Each screen a customer walks through, photographed on a 360x740 touch phone (full page) in',
    'English and German, and in Polish for home, the editor and checkout (issue 25). **Before** is',
    'commit 14e7abc (the end of the previous wave); **after** is this branch. A dash: the screen could',
    'not be reached in that version (the run says why).',
    '',
    'Regenerate (a built app served on PORT, e.g. `PORT=4336 DATA_DIR=$(mktemp -d) node dist/server/main.js`):',
    '',
    '```sh',
    'npm run screens -- --base-url http://localhost:PORT --out docs/screens/after',
    '# an older checkout: its own labels, from its translation files',
    'npm run screens -- --base-url http://localhost:PORT --out docs/screens/before --locales-dir ../old/src/i18n/locales',
    'npx tsx scripts/screens/gallery.ts docs/screens',
    '```',
    '',
    '| screen | locale | before | after |',
    '| --- | --- | --- | --- |',
    ...sorted.map(
      (r) => `| ${r.screen} | ${r.locale} | ${cell('before', r.before)} | ${cell('after', r.after)} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

function main() {
  const dir = process.argv[2] ?? 'docs/screens';
  const list = (side: string) => (existsSync(join(dir, side)) ? readdirSync(join(dir, side)) : []);
  writeFileSync(join(dir, 'README.md'), galleryMarkdown(list('before'), list('after')));
  console.log(`wrote ${join(dir, 'README.md')}`);
}

if (process.argv[1]?.endsWith('gallery.ts')) main();
