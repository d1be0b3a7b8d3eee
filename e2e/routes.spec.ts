import { expect, test } from './fixtures';

/** Every /webapp route of SPEC §2 with the heading its page shows. */
const ROUTES: [path: string, heading: RegExp][] = [
  ['/webapp/', /photobooks in 5 minutes/i],
  ['/webapp/sign-in', /sign in/i],
  ['/webapp/sign-in/link', /signing you in/i],
  ['/webapp/welcome', /welcome to bindery/i],
  ['/webapp/products', /^products$/i],
  ['/webapp/products?flow=welcome', /^products$/i],
  ['/webapp/promotions', /offers/i],
  ['/webapp/promo', /offers/i],
  ['/webapp/new-print', /start a print/i],
  ['/webapp/new-print/photo-books', /photo books/i],
  ['/webapp/new-print/photo-books/hardcover', /photo books · hardcover/i],
  ['/webapp/new-print/uploader', /add your photos/i],
  ['/webapp/editor', /editor/i],
  ['/webapp/editor/abc123', /editor/i],
  ['/webapp/editor/order-details', /order details/i],
  ['/webapp/shared-print', /shared print/i],
  ['/webapp/basket', /basket/i],
  ['/webapp/checkout', /checkout/i],
  ['/webapp/checkout/delivery-address', /delivery address/i],
  ['/webapp/checkout/shipping-options', /shipping/i],
  ['/webapp/checkout/payment-methods', /payment/i],
  ['/webapp/checkout/summary', /summary/i],
  ['/webapp/checkout/confirmation', /thank you/i],
  ['/webapp/account', /your account/i],
  ['/webapp/account/profile', /profile/i],
  ['/webapp/account/address-book', /address book/i],
  ['/webapp/account/saved-cards', /saved cards/i],
  ['/webapp/account/settings', /settings/i],
  ['/webapp/account/my-designs', /my designs/i],
  ['/webapp/account/order/history', /order history/i],
  ['/webapp/account/order/status/ord_123', /order status/i],
  ['/webapp/account/order/status/view', /order status/i],
  ['/webapp/account/order/transaction-summary', /transaction summary/i],
];

test.describe('every route renders its page', () => {
  for (const [path, heading] of ROUTES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: /bindery home/i })).toBeVisible();
      await expect(page.getByRole('link', { name: /basket, 0 items/i })).toBeVisible();
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
