import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Catalog } from '../../contract/catalog/catalog';
import {
  CATEGORY_CARDS_TOKEN,
  categoryCardsHtml,
  categoryPictureUrls,
} from '../../contract/catalog/category-cards-html';
import { FIRST_CATALOG_ID, FIRST_PRICES_ATTRIBUTE, firstPrices } from '../../contract/catalog/first-catalog';
import { escapeHtml } from '../../contract/web/escape-html';
import { type Coding, chooseEncoding, compress } from './encoding';

/** The catalog in a currency and locale (server/catalog/catalog-query.ts's readCatalog, cached). */
export type FirstScreenCatalog = (currency: string, locale: string) => Promise<Pick<Catalog, 'categories'>>;

/** first-screens.json as the build writes it (vite.config.ts, src/app/static-first-screen.ts). */
interface FirstScreens {
  defaultLocale: string;
  defaultCurrency: string;
  currencies: string[];
  currencyToken: string;
  screens: {
    page: string;
    path: string;
    locales: Record<string, { lang: string; title: string; html: string; cardFrom?: string }>;
  }[];
}

/** The app's preference cookies (src/state/cookies.ts), which the app also reads at start-up. */
const LOCALE_COOKIE = 'bindery_locale';
const CURRENCY_COOKIE = 'bindery_currency';
const ROOT = '<div id="root"></div>';
/** Entries per build: a few pages × 14 locales × 7 currencies × 3 codings stays far below. */
const CACHE_LIMIT = 1000;

interface Build {
  mtimeMs: number;
  index: string;
  screens: (FirstScreens & { patterns: RegExp[] }) | null;
  /** Each answer with the catalog its cards were drawn from (none without cards). */
  answers: Map<string, { body: Uint8Array<ArrayBuffer>; catalog: object | null }>;
}

/**
 * index.html with the first screen already in #root, for the visitor's locale and currency (their
 * cookies, which the app writes on every visit and reads first at start-up; a first visit has
 * neither and gets the app's defaults), so the header and heading paint before the scripts have
 * downloaded. Only the paths of first-screens.json get one; any other path, or a build without
 * the file, answers null and gets the plain index.html. Each variant is compressed once.
 */
export function staticFirstScreens(root: string, readCatalog?: FirstScreenCatalog) {
  let build: Promise<Build | null> | null = null;
  let builtFrom = -1;

  const load = async (): Promise<Build | null> => {
    const index = join(root, 'index.html');
    const found = await stat(index).catch(() => null);
    if (!found?.isFile()) return null;
    if (build && builtFrom === found.mtimeMs) return build;
    builtFrom = found.mtimeMs;
    build = (async () => {
      const [html, json] = await Promise.all([
        readFile(index, 'utf8'),
        readFile(join(root, 'first-screens.json'), 'utf8').catch(() => null),
      ]);
      const screens = json ? (JSON.parse(json) as FirstScreens) : null;
      return {
        mtimeMs: found.mtimeMs,
        index: html,
        screens:
          screens && html.includes(ROOT)
            ? { ...screens, patterns: screens.screens.map((s) => new RegExp(s.path)) }
            : null,
        answers: new Map(),
      };
    })();
    return build;
  };

  return async (c: Context): Promise<Response | null> => {
    const current = await load();
    const screens = current?.screens;
    if (!current || !screens) return null;
    const at = screens.patterns.findIndex((p) => p.test(c.req.path));
    const screen = screens.screens[at];
    if (!screen) return null;
    const asked = getCookie(c, LOCALE_COOKIE);
    const locale = asked && screen.locales[asked] ? asked : screens.defaultLocale;
    const variant = screen.locales[locale];
    if (!variant) return null;
    const wanted = getCookie(c, CURRENCY_COOKIE);
    const currency = wanted && screens.currencies.includes(wanted) ? wanted : screens.defaultCurrency;
    const coding: Coding | null = chooseEncoding(c.req.header('accept-encoding'), ['br', 'gzip']);
    const key = `${screen.page}|${locale}|${currency}|${coding ?? 'identity'}`;
    // Every first screen shows the catalog (the home page's categories, /new-print's cards), so
    // each carries it for the app's first render; only /new-print's HTML draws the cards.
    const cards = await readCatalog?.(currency, locale).catch(() => null);
    const kept = current.answers.get(key);
    let body = kept && kept.catalog === (cards ?? null) ? kept.body : undefined;
    if (!body) {
      const page = pageWith(current.index, variant, screens.currencyToken, { currency, locale, cards });
      const raw = new TextEncoder().encode(page);
      body = coding ? await compress(raw, coding, 'small') : raw;
      if (current.answers.size >= CACHE_LIMIT) current.answers.clear();
      current.answers.set(key, { body, catalog: cards ?? null });
    }
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Length': String(body.byteLength),
      // The answer depends on the cookies as well as on the coding.
      Vary: 'Accept-Encoding, Cookie',
    };
    if (coding) headers['Content-Encoding'] = coding;
    return c.body(body, 200, headers);
  };
}

type Variant = FirstScreens['screens'][number]['locales'][string];

/** index.html with one first screen in it, in a locale and currency, and the cards when there are any. */
function pageWith(
  index: string,
  variant: Variant,
  currencyToken: string,
  {
    currency,
    locale,
    cards,
  }: { currency: string; locale: string; cards: Pick<Catalog, 'categories'> | null | undefined },
): string {
  const screenHtml = variant.html
    .replaceAll(currencyToken, currency)
    .replace(
      CATEGORY_CARDS_TOKEN,
      cards ? categoryCardsHtml(cards.categories, locale, variant.cardFrom ?? '') : '',
    );
  // The catalog the cards show, for the app's first render to show the same (no request, no
  // flash of "Loading"); JSON is not run, and `<` is escaped so it cannot end the element.
  // Its prices come written as the cards show them (firstPrices): see FIRST_PRICES_ATTRIBUTE.
  const data = cards
    ? `<script type="application/json" id="${FIRST_CATALOG_ID}" data-currency="${currency}" data-locale="${locale}" ${FIRST_PRICES_ATTRIBUTE}="${escapeHtml(JSON.stringify(firstPrices(cards.categories, locale)))}">${JSON.stringify(cards).replace(/</g, '\\u003c')}</script>`
    : '';
  // The cards' pictures are the screen's largest paint: asked for with the page.
  const preloads =
    cards && variant.html.includes(CATEGORY_CARDS_TOKEN)
      ? categoryPictureUrls(cards.categories)
          .map((url) => `<link rel="preload" as="image" href="${url}" fetchpriority="high">`)
          .join('')
      : '';
  return index
    .replace('</head>', `${preloads}</head>`)
    .replace(/<html lang="[^"]*">/, `<html lang="${variant.lang}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(variant.title)}</title>`)
    .replace(ROOT, `<div id="root">${screenHtml}</div>${data}`);
}
