import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { Locale } from '../i18n/locales';
import { registerRoutePrefetch } from '../ui/route-prefetch';
import { PRODUCT_LISTING_PATHS } from './localised-paths';
import { loadOnce } from '../ui/load-once';

export interface AppRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
  /** Translation namespaces the page needs besides common; loaded with the page's chunk. */
  ns?: string[];
  /** A localised path switches the interface to its locale (e.g. /de-de/produkte). */
  locale?: Locale;
}

type PageModule = { default: ComponentType };

/**
 * A code-split page that can be fetched before the router asks for it. Once fetched, the route
 * renders it at once: React.lazy suspends on a fresh import() promise even for a module that is
 * already there (its callbacks run a tick later), which would commit the loading fallback first
 * and the page only in a second render; a thenable that answers synchronously avoids that.
 */
export function preloadablePage(load: () => Promise<PageModule>) {
  // A failed download is tried again by the next preload or render.
  const once = loadOnce(load);
  const preload = once.get;
  const page = lazy(() => {
    const module = once.loaded();
    if (!module) return preload();
    const answered = {
      // biome-ignore lint/suspicious/noThenProperty: React.lazy reads the module through then; answering synchronously is the point
      then(resolve: (m: PageModule) => void) {
        resolve(module);
      },
    };
    return answered as unknown as Promise<PageModule>;
  });
  return { page, preload };
}

/** The screens a new customer lands on; src/app/first-screens.ts fetches them before the first render. */
export const homePage = preloadablePage(() => import('../features/home/HomePage'));
export const newPrintPage = preloadablePage(() => import('../features/new-print/NewPrintPage'));

/** The editor, fetched ahead by the uploader once the first spread shows (src/ui/route-prefetch.ts). */
const editorPage = preloadablePage(() => import('../features/editor/EditorPage'));
registerRoutePrefetch('/editor', editorPage.preload);

const ProductsPage = lazy(() => import('../features/products/ProductsPage'));
const AUTH_NS = ['auth'];
const ACCOUNT_NS = ['account'];

/**
 * Every /webapp route of SPEC §2, each its own code-split chunk. Order matters where paths
 * overlap: fixed segments (/editor/order-details) come before parameters (/editor/:id).
 */
export const routes: AppRoute[] = [
  { path: '/', page: homePage.page },
  { path: '/sign-in', page: lazy(() => import('../features/auth/SignInPage')), ns: AUTH_NS },
  { path: '/sign-in/link', page: lazy(() => import('../features/auth/SignInLinkPage')), ns: AUTH_NS },
  { path: '/welcome', page: lazy(() => import('../features/welcome/WelcomePage')), ns: AUTH_NS },
  { path: '/products', page: ProductsPage },
  ...PRODUCT_LISTING_PATHS.map(({ locale, path }) => ({ path, page: ProductsPage, locale })),
  { path: '/promotions', page: lazy(() => import('../../commerce/pages/PromotionsPage')) },
  { path: '/promo', page: lazy(() => import('../../commerce/pages/PromotionsPage')) },
  { path: '/new-print/uploader', page: lazy(() => import('../features/uploader/UploaderPage')) },
  { path: '/new-print/:category?/:type?', page: newPrintPage.page },
  { path: '/editor/order-details', page: lazy(() => import('../features/editor/OrderDetailsPage')) },
  { path: '/editor/:id?', page: editorPage.page },
  { path: '/shared-print', page: lazy(() => import('../features/shared-print/SharedPrintPage')) },
  {
    path: '/contribute/:id',
    page: lazy(() => import('../features/contribute/ContributePage')),
    ns: ['contribute', 'photos'],
  },
  {
    path: '/collab-invite',
    page: lazy(() => import('../features/collab-invite/CollabInvitePage')),
    ns: ['collab'],
  },
  { path: '/basket', page: lazy(() => import('../../commerce/pages/BasketPage')) },
  { path: '/checkout', page: lazy(() => import('../../commerce/pages/CheckoutPage')) },
  {
    path: '/checkout/delivery-address',
    page: lazy(() => import('../../commerce/pages/DeliveryAddressPage')),
  },
  {
    path: '/checkout/shipping-options',
    page: lazy(() => import('../../commerce/pages/ShippingOptionsPage')),
  },
  { path: '/checkout/payment-methods', page: lazy(() => import('../../commerce/pages/PaymentMethodsPage')) },
  { path: '/checkout/summary', page: lazy(() => import('../../commerce/pages/SummaryPage')) },
  { path: '/checkout/confirmation', page: lazy(() => import('../../commerce/pages/ConfirmationPage')) },
  { path: '/account', page: lazy(() => import('../features/account/AccountPage')), ns: ACCOUNT_NS },
  { path: '/account/profile', page: lazy(() => import('../features/account/ProfilePage')), ns: ACCOUNT_NS },
  {
    path: '/account/address-book',
    page: lazy(() => import('../features/account/AddressBookPage')),
    ns: ACCOUNT_NS,
  },
  { path: '/account/saved-cards', page: lazy(() => import('../../commerce/pages/SavedCardsPage')) },
  { path: '/account/settings', page: lazy(() => import('../features/account/SettingsPage')), ns: ACCOUNT_NS },
  {
    path: '/account/my-designs',
    page: lazy(() => import('../features/shared-print/MyDesignsPage')),
    ns: ACCOUNT_NS,
  },
  { path: '/account/order/history', page: lazy(() => import('../../commerce/pages/OrderHistoryPage')) },
  {
    path: '/account/order/status/view',
    page: lazy(() => import('../../commerce/pages/OrderStatusViewPage')),
  },
  { path: '/account/order/status/:id?', page: lazy(() => import('../../commerce/pages/OrderStatusPage')) },
  {
    path: '/account/order/transaction-summary',
    page: lazy(() => import('../../commerce/pages/TransactionSummaryPage')),
  },
  {
    path: '/admin/print-partner',
    page: lazy(() => import('../features/operator/OperatorPage')),
    ns: ['operator'],
  },
];

export const NotFoundPage = lazy(() => import('./NotFoundPage'));
