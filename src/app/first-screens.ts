import type { QueryClient } from '@tanstack/react-query';
import { FIRST_CATALOG_ID, FIRST_PRICES_ATTRIBUTE } from '../../contract/catalog/first-catalog';
import { type Catalog, catalogQuery } from '../catalog/use-catalog';
import { seedFirstPrices } from '../ui/format';
import { preferences } from './preferences';
import { homePage, newPrintPage } from './routes';

/**
 * The screens a new customer lands on (the home page and /new-print), with what each shows first.
 * Left to the router, a page's code is asked for only once the translations have arrived and the
 * shell has rendered, and its catalog only once that code has run: three round trips one after
 * the other before the first screen's content paints. Started here, they travel together.
 * The pages are the routes' own, so the router renders them without waiting (index.html also
 * preloads their chunks, see vite.config.ts).
 */
const FIRST_SCREENS: { path: RegExp; page: () => Promise<unknown>; catalog: boolean }[] = [
  { path: /^\/webapp\/?$/, page: homePage.preload, catalog: true },
  {
    // /new-print, /new-print/:category and /new-print/:category/:type; not the uploader.
    path: /^\/webapp\/new-print(?:\/(?!uploader(?:\/|$))[^/]+){0,2}\/?$/,
    page: newPrintPage.preload,
    catalog: true,
  },
];

/**
 * Starts loading the first screen's page and data, if this is one; the router does the rest.
 * Resolves once the page's code is there (or failed: the router then tries again and shows the
 * error page), so the first render can show the page itself rather than a loading state first.
 */
export function startFirstScreen(pathname: string, queryClient: QueryClient): Promise<void> {
  const screen = FIRST_SCREENS.find((s) => s.path.test(pathname));
  if (!screen) return Promise.resolve();
  if (screen.catalog && !takeFirstCatalog(queryClient)) {
    void queryClient.prefetchQuery(catalogQuery(preferences.currency, preferences.locale));
  }
  return screen.page().then(
    () => {},
    () => {},
  );
}

/**
 * The catalog the server drew the first screen's cards from, if it is in the page and in the
 * visitor's currency and language (their stored preferences may differ from the cookies the
 * server read): put in the query cache, so the first render shows the same cards and asks nothing.
 * Answers whether it did.
 */
function takeFirstCatalog(queryClient: QueryClient): boolean {
  const element = document.getElementById(FIRST_CATALOG_ID);
  if (!element) return false;
  element.remove();
  const { currency, locale } = preferences;
  if (element.dataset.currency !== currency || element.dataset.locale !== locale) return false;
  try {
    const catalog = JSON.parse(element.textContent ?? '') as Catalog;
    if (!Array.isArray(catalog?.categories)) return false;
    queryClient.setQueryData(catalogQuery(currency, locale).queryKey, catalog);
    const prices = element.getAttribute(FIRST_PRICES_ATTRIBUTE);
    if (prices) seedFirstPrices(locale, JSON.parse(prices));
    return true;
  } catch {
    return false;
  }
}
