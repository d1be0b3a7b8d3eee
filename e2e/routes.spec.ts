import { PRODUCT_LISTING_PATHS } from '../src/app/localised-paths';
import type { Cookie, Page } from '@playwright/test';
import { signUp, signUpByApi, uniqueEmail } from './auth-helpers';
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
  // Making a book together (issue 27): an invite link without its token, a design that is not there.
  ['/webapp/collab-invite', 'collab:accept.title'],
  ['/webapp/contribute/abc123', 'contribute:title'],
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
 * The routes whose pages e2e/no-overflow.spec.ts walks to in German and Polish (and Finnish), by
 * the customer's own road from the home page to the order's confirmation and the account: it checks
 * each one's heading in that language and the page's lang, so the languages' walk here leaves them out.
 */
const WALKED_IN_EVERY_LANGUAGE = new Set([
  '/webapp/',
  '/webapp/sign-in',
  '/webapp/welcome',
  '/webapp/products',
  '/webapp/new-print',
  '/webapp/new-print/photo-books/hardcover',
  '/webapp/new-print/uploader',
  '/webapp/basket',
  '/webapp/checkout/delivery-address',
  '/webapp/checkout/shipping-options',
  '/webapp/checkout/payment-methods',
  '/webapp/checkout/summary',
  '/webapp/checkout/confirmation',
  '/webapp/account',
  '/webapp/account/my-designs',
  '/webapp/account/order/history',
  '/webapp/account/settings',
]);

/** Checks the page on screen: its heading, and the header's home and basket links, in `locale`. */
async function expectRoute(page: Page, locale: string, heading: string) {
  const t = translator(locale);
  // Pages may show a loading state first, so the heading text decides.
  await expect(
    page.getByRole('heading', { level: 1, name: headingText(t, locale, heading), exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: t('nav.home') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('nav.basketWithCount', { count: 0 }) })).toBeVisible();
  if (locale !== 'en') await expect(page.locator('html')).toHaveAttribute('lang', bcp47(locale));
}

/**
 * One journey walks every route in English (a journey per route spent most of its time opening a
 * browser context and booting the app), loading each afresh: every deep link is served and boots
 * on its own.
 */
test('every route renders its page in en', async ({ browser, page }, testInfo) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const signUpPage = await context.newPage();
  await signUp(signUpPage, uniqueEmail('routes-en', testInfo.project.name));
  const session: Cookie[] = (await context.cookies()).filter((c) => !c.name.startsWith('bindery_'));
  await context.close();
  await page.context().addCookies(session);
  for (const [path, heading] of ROUTES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expectRoute(page, 'en', heading);
    });
  }
});

/**
 * German and Polish, at phone size: the routes no-overflow does not walk, through the app's own
 * navigation (history API, as a link does), which checks each page's text in that language
 * without booting for each. Signed up through the API: the English walk signs up with the form.
 */
test('every route renders its page in de-de and pl-pl', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await signUpByApi(page, uniqueEmail('routes-de-pl', testInfo.project.name));
  for (const locale of ['de-de', 'pl-pl'] as const) {
    await setLocaleCookie(page, locale);
    let booted = false;
    for (const [path, heading] of ROUTES.filter(([p]) => !WALKED_IN_EVERY_LANGUAGE.has(p))) {
      await test.step(`${locale} ${path}`, async () => {
        if (!booted) await page.goto(path);
        else {
          await page.evaluate((to) => {
            history.pushState(null, '', to);
            dispatchEvent(new PopStateEvent('popstate'));
          }, path);
        }
        booted = true;
        await expectRoute(page, locale, heading);
      });
    }
  }
});

/**
 * One page loads each path afresh, as a new visitor: what the last path remembered (its language,
 * in a cookie or in local storage) is forgotten first, so the path alone chooses the language.
 */
test('each localised product-listing path shows the listing in its locale', async ({ page }) => {
  for (const { locale, path } of PRODUCT_LISTING_PATHS) {
    await test.step(`/webapp${path}`, async () => {
      const t = translator(locale);
      await page.goto(`/webapp${path}`);
      await expect(
        page.getByRole('heading', { level: 1, name: t('pages.products.title'), exact: true }),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: catalogName(locale, 'photo-books') }),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/webapp${path}$`));
      await page.evaluate(() => localStorage.clear());
      await page.context().clearCookies();
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
