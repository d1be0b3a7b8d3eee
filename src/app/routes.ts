import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface AppRoute {
  path: string;
  page: LazyExoticComponent<ComponentType>;
}

/**
 * Every /webapp route of SPEC §2, each its own code-split chunk. Order matters where paths
 * overlap: fixed segments (/editor/order-details) come before parameters (/editor/:id).
 */
export const routes: AppRoute[] = [
  { path: '/', page: lazy(() => import('../features/home/HomePage')) },
  { path: '/sign-in', page: lazy(() => import('../features/auth/SignInPage')) },
  { path: '/sign-in/link', page: lazy(() => import('../features/auth/SignInLinkPage')) },
  { path: '/welcome', page: lazy(() => import('../features/welcome/WelcomePage')) },
  { path: '/products', page: lazy(() => import('../features/products/ProductsPage')) },
  { path: '/promotions', page: lazy(() => import('../../commerce/pages/PromotionsPage')) },
  { path: '/promo', page: lazy(() => import('../../commerce/pages/PromotionsPage')) },
  { path: '/new-print/uploader', page: lazy(() => import('../features/uploader/UploaderPage')) },
  { path: '/new-print/:category?/:type?', page: lazy(() => import('../features/new-print/NewPrintPage')) },
  { path: '/editor/order-details', page: lazy(() => import('../features/editor/OrderDetailsPage')) },
  { path: '/editor/:id?', page: lazy(() => import('../features/editor/EditorPage')) },
  { path: '/shared-print', page: lazy(() => import('../features/shared-print/SharedPrintPage')) },
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
  { path: '/account', page: lazy(() => import('../features/account/AccountPage')) },
  { path: '/account/profile', page: lazy(() => import('../features/account/ProfilePage')) },
  { path: '/account/address-book', page: lazy(() => import('../features/account/AddressBookPage')) },
  { path: '/account/saved-cards', page: lazy(() => import('../../commerce/pages/SavedCardsPage')) },
  { path: '/account/settings', page: lazy(() => import('../features/account/SettingsPage')) },
  { path: '/account/my-designs', page: lazy(() => import('../features/account/MyDesignsPage')) },
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
];

export const NotFoundPage = lazy(() => import('./NotFoundPage'));
