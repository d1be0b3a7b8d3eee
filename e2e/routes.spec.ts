import { PRODUCT_LISTING_PATHS } from '../src/app/localised-paths';
import type { Cookie } from '@playwright/test';
import { signUp, uniqueEmail } from './auth-helpers';
import { bcp47, catalogName, headingText, setLocaleCookie, translator } from './shell-i18n';
import { expect, test } from './fixtures';

/**
 * Every /webapp route of SPEC §2 with the heading its page shows a signed-in customer: a
 * translation key ("namespace:key", common when no namespace) or, for catalog pages, the category
 * and type.
 */
const ROUTES: [path: string, heading: string][] = [
  ['/webapp/', 'pages.home.title'],
  ['/webapp/sign-in', 'auth:title'],
  ['/webapp/sign-in/link', 'auth:link.title'],
  ['/webapp/welcome', 'auth:welcome.title'],
  ['/webapp/products', 'pages.products.title'],
  ['/webapp/products?flow=welcome', 'pages.products.title'],
  ['/webapp/promotions', 'pages.promotions.title'],
  ['/webapp/promo', 'pages.promotions.title'],
  ['/webapp/new-print', 'pages.newPrint.title'],
  ['/webapp/new-print/photo-books', 'catalog:photo-books'],
  ['/webapp/new-print/photo-books/hardcover', 'catalog:photo-books/hardcover'],
  ['/webapp/new-print/uploader', 'pages.uploader.title'],
  ['/webapp/editor', 'pages.editor.title'],
  ['/webapp/editor/abc123', 'pages.editor.title'],
  ['/webapp/editor/order-details', 'pages.orderDetails.title'],
  ['/webapp/shared-print', 'pages.sharedPrint.title'],
  ['/webapp/basket', 'pages.basket.title'],
  // Checkout sends a customer with an empty basket back to the basket.
  ['/webapp/checkout', 'pages.basket.title'],
  ['/webapp/checkout/delivery-address', 'pages.deliveryAddress.title'],
  ['/webapp/checkout/shipping-options', 'pages.shippingOptions.title'],
  ['/webapp/checkout/payment-methods', 'pages.paymentMethods.title'],
  ['/webapp/checkout/summary', 'pages.summary.title'],
  ['/webapp/checkout/confirmation', 'pages.confirmation.title'],
  ['/webapp/account', 'pages.account.title'],
  ['/webapp/account/profile', 'pages.profile.title'],
  ['/webapp/account/address-book', 'pages.addressBook.title'],
  ['/webapp/account/saved-cards', 'pages.savedCards.title'],
  ['/webapp/account/settings', 'pages.settings.title'],
  ['/webapp/account/my-designs', 'pages.myDesigns.title'],
  ['/webapp/account/order/history', 'pages.orderHistory.title'],
  ['/webapp/account/order/status/ord_123', 'pages.orderStatus.title'],
  ['/webapp/account/order/status/view', 'pages.orderStatusView.title'],
  ['/webapp/account/order/transaction-summary', 'pages.transactionSummary.title'],
];

/**
 * One journey per locale walks every route (a journey per route spent most of its time opening a
 * browser context and booting the app). English loads each route afresh, so every deep link is
 * served and boots on its own; German and Polish move through the app's own navigation (history API,
 * as a link does), which checks each page's text in that language without booting 33 times.
 */
for (const locale of ['en', 'de-de', 'pl-pl'] as const) {
  test(`every route renders its page in ${locale}`, async ({ browser, page, isMobile }, testInfo) => {
    // Locales are checked at phone size (360x740); desktop walks every route in English.
    test.skip(locale !== 'en' && !isMobile, 'other locales are checked at phone size');
    test.setTimeout(240_000);
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const signUpPage = await context.newPage();
    await signUp(signUpPage, uniqueEmail(`routes-${locale}`, testInfo.project.name));
    const session: Cookie[] = (await context.cookies()).filter((c) => !c.name.startsWith('bindery_'));
    await context.close();
    await page.context().addCookies(session);
    if (locale !== 'en') await setLocaleCookie(page, locale);
    const t = translator(locale);
    let booted = false;
    for (const [path, heading] of ROUTES) {
      await test.step(path, async () => {
        if (locale === 'en' || !booted) await page.goto(path);
        else {
          await page.evaluate((to) => {
            history.pushState(null, '', to);
            dispatchEvent(new PopStateEvent('popstate'));
          }, path);
        }
        booted = true;
        // Pages may show a loading state first, so the heading text decides.
        await expect(
          page.getByRole('heading', { level: 1, name: headingText(t, locale, heading), exact: true }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: t('nav.home') })).toBeVisible();
        await expect(page.getByRole('link', { name: t('nav.basketWithCount', { count: 0 }) })).toBeVisible();
        if (locale !== 'en') await expect(page.locator('html')).toHaveAttribute('lang', bcp47(locale));
      });
    }
  });
}

test.describe('each localised product-listing path shows the listing in its locale', () => {
  for (const { locale, path } of PRODUCT_LISTING_PATHS) {
    test(`/webapp${path}`, async ({ page }) => {
      const t = translator(locale);
      await page.goto(`/webapp${path}`);
      await expect(
        page.getByRole('heading', { level: 1, name: t('pages.products.title'), exact: true }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: catalogName(locale, 'photo-books') }),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/webapp${path}$`));
    });
  }
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/webapp/this/does/not/exist');
  await expect(page.getByRole('heading', { level: 1, name: /page not found/i })).toBeVisible();
  await page.getByRole('link', { name: /go to the home page/i }).click();
  await expect(page).toHaveURL(/\/webapp\/$/);
});

test('the home page lists the categories from the catalog with prices', async ({ page }) => {
  await page.goto('/webapp/');
  const categories = page.getByRole('region', { name: /what would you like to make/i });
  await expect(categories.getByRole('link', { name: /photo books.*from £17\.99/i })).toBeVisible();
  await expect(categories.getByRole('link', { name: /calendars.*from £14\.99/i })).toBeVisible();
  await expect(categories.getByRole('link', { name: /photo prints.*from £0\.25/i })).toBeVisible();
});

test('a print starts with category, then type, then size', async ({ page }) => {
  await page.goto('/webapp/');
  await page
    .getByRole('link', { name: /photo books/i })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Photo books' })).toBeVisible();
  await page.getByRole('link', { name: /layflat/i }).click();
  await expect(page.getByRole('heading', { level: 1, name: /layflat/i })).toBeVisible();
  await page.getByRole('link', { name: /30 × 30 cm/ }).click();
  await expect(page).toHaveURL(/\/webapp\/new-print\/uploader\?product=BOOK-LF-30X30$/);
  await expect(page.getByRole('heading', { level: 1, name: /add your photos/i })).toBeVisible();
});

test('the menu and header navigation work', async ({ page, isMobile }) => {
  await page.goto('/webapp/');
  if (isMobile) await page.getByRole('button', { name: /menu/i }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^products$/i })).toBeVisible();
  await expect(page.getByRole('link', { name: /20 × 20 cm.*£17\.99/ }).first()).toBeVisible();
});
