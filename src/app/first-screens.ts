import type { QueryClient } from '@tanstack/react-query';
import { catalogQuery } from '../features/catalog/use-catalog';
import { preferences } from './preferences';

/**
 * The screens a new customer lands on (the home page and /new-print), with what each shows first.
 * Left to the router, a page's code is asked for only once the translations have arrived and the
 * shell has rendered, and its catalog only once that code has run: three round trips one after
 * the other before the first screen's content paints. Started here, they travel together.
 * The imports are the routes' own (same chunks), so the router finds them already loaded.
 */
const FIRST_SCREENS: { path: RegExp; page: () => Promise<unknown>; catalog: boolean }[] = [
  { path: /^\/webapp\/?$/, page: () => import('../features/home/HomePage'), catalog: true },
  {
    // /new-print, /new-print/:category and /new-print/:category/:type; not the uploader.
    path: /^\/webapp\/new-print(?:\/(?!uploader(?:\/|$))[^/]+){0,2}\/?$/,
    page: () => import('../features/new-print/NewPrintPage'),
    catalog: true,
  },
];

/** Starts loading the first screen's page and data, if this is one; the router does the rest. */
export function startFirstScreen(pathname: string, queryClient: QueryClient): void {
  const screen = FIRST_SCREENS.find((s) => s.path.test(pathname));
  if (!screen) return;
  screen.page().catch(() => {
    // The router's own import tries again and shows the error page if it fails too.
  });
  if (screen.catalog) void queryClient.prefetchQuery(catalogQuery(preferences.currency, preferences.locale));
}
