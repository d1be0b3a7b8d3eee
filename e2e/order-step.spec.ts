import { openEditor, printWithPhotos } from './editor-helpers';
import { type Locator, test as base } from '@playwright/test';
import { expect, type Page, test } from './fixtures';
import {
  photosSentFromThisDevice,
  printInBasket,
  uploadDocumentPhotos,
  useNewAddress,
} from './order-helpers';

/**
 * Issue 25: the order step shows the customer's own book, its options as cards with what each adds,
 * the price with delivery to their country, and "Add to basket" takes them to the basket. A guest
 * gives the e-mail with the delivery address, on checkout's first step.
 */

/** How many different colours a canvas holds: a painted photo has hundreds, a grey box a handful. */
const colours = (canvas: Locator) =>
  canvas.evaluate((el: HTMLCanvasElement) => {
    const ctx = el.getContext('2d');
    if (!ctx || el.width === 0) return 0;
    const { data } = ctx.getImageData(0, 0, el.width, el.height);
    const seen = new Set<number>();
    for (let i = 0; i < data.length; i += 16) seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return seen.size;
  });

/** Nothing on the page is wider than the screen (no sideways scrolling at 360 px). */
const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A tap on the phone (touch), a click at the desk. */
const press = (target: Locator) => (test.info().project.use.hasTouch ? target.tap() : target.click());

const basketCount = async (page: Page) =>
  ((await (await page.request.get('/webapp/api/basket/count')).json()) as { count: number }).count;

test('the order step shows my book, its options as cards and the price with delivery, then goes to the basket', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const print = await printWithPhotos(page, info.project.name, 24);
  // The server takes a design into the basket only once every photo it shows has arrived.
  await uploadDocumentPhotos(page, print.document);
  await openEditor(page, print.id);
  await page.getByRole('button', { name: 'Continue to order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();

  // The customer's own book: its cover, painted with its photos (not grey boxes), and its first spread.
  const cover = page.getByRole('img', { name: 'Cover of Summer by the sea' });
  await expect(cover).toBeVisible();
  await expect.poll(() => colours(cover), { timeout: 20_000 }).toBeGreaterThan(200);
  await expect(page.getByRole('img', { name: 'Summer by the sea, page 1' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Summer by the sea, page 2' })).toBeVisible();

  // Its own product is chosen; the others say what they add.
  const options = page.getByRole('group', { name: 'Cover and paper' });
  const hardcover = options.getByRole('radio', { name: /^Hardcover/ });
  const layflat = options.getByRole('radio', { name: /^Layflat/ });
  await expect(hardcover).toBeChecked();
  // Each card is the radio's label: its name says the price and what it adds to the design's own.
  await expect(hardcover).toHaveAccessibleName(/^Hardcover 20 × 20 cm £\d+\.\d\d As designed$/);
  await expect(layflat).toHaveAccessibleName(/^Layflat 20 × 20 cm £44\.79 \+£\d+\.\d\d$/);

  // The price with standard delivery to the UK, and the total.
  const price = page.getByRole('region', { name: 'Price' });
  await expect(price.getByRole('definition').nth(1)).toHaveText('£3.99');
  const total = price.getByRole('definition').nth(2);
  await expect(total).toHaveText(/^£\d+\.\d\d$/);
  const hardcoverTotal = await total.textContent();

  // A tap on the Layflat card changes the item price and the total with delivery.
  // The whole card is a target big enough for a thumb (its label holds the radio).
  const cardHeight = await layflat.evaluate((el) => el.closest('label')!.getBoundingClientRect().height);
  expect(cardHeight).toBeGreaterThanOrEqual(44);
  await press(options.getByText('Layflat', { exact: true }));
  await expect(layflat).toBeChecked();
  await expect(price.getByRole('definition').first()).toHaveText('£44.79');
  await expect(total).toHaveText('£48.78');
  expect(hardcoverTotal).not.toBe('£48.78');
  expect(await fitsTheScreen(page)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: info.outputPath('order-step-en.png'), fullPage: true });

  // A double tap adds it once, and the customer lands in the basket with it.
  await page.getByRole('button', { name: 'Add to basket' }).dblclick();
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  const line = page.getByRole('listitem', { name: 'Summer by the sea' });
  await expect(line).toContainText('Layflat');
  await expect(line).toContainText('£44.79');
  expect(await basketCount(page)).toBe(1);

  // A signed-in customer is not asked for an e-mail in checkout.
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page.getByRole('button', { name: 'Use a new address' })).toBeVisible();
  await expect(page.getByLabel('E-mail for your order confirmation')).toHaveCount(0);
});

test('the order step, priced in euros with delivery to Germany, renders in de-de', async ({ page }, info) => {
  test.setTimeout(120_000);
  const print = await printWithPhotos(page, info.project.name, 24);
  await uploadDocumentPhotos(page, print.document);
  await page
    .context()
    .addCookies(
      Object.entries({ bindery_locale: 'de-de', bindery_currency: 'EUR', bindery_country: 'DE' }).map(
        ([name, value]) => ({ name, value, domain: 'localhost', path: '/' }),
      ),
    );
  const shipping = (await (
    await page.request.get('/webapp/api/shipping-options?country=DE&currency=EUR')
  ).json()) as { options: { method: string; priceMinor: number }[] };
  const euros = (minor: number) =>
    new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(minor / 100);
  const standard = shipping.options.find((o) => o.method === 'standard')!.priceMinor;

  await page.goto(`/webapp/editor/order-details?print=${print.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bestelldetails' })).toBeVisible();
  const cover = page.getByRole('img', { name: 'Einband von Summer by the sea' });
  await expect.poll(() => colours(cover), { timeout: 20_000 }).toBeGreaterThan(200);

  const options = page.getByRole('group', { name: 'Einband und Papier' });
  await press(options.getByText('Layflat', { exact: true }));
  await expect(options.getByRole('radio', { name: /^Layflat/ })).toBeChecked();
  const price = page.getByRole('region', { name: 'Preis' });
  await expect(price.getByText('Versand: Deutschland')).toBeVisible();
  await expect(price.getByRole('definition').nth(1)).toHaveText(euros(standard));
  const item = (await price.getByRole('definition').first().textContent()) ?? '';
  expect(item).toContain('€');
  const itemMinor = Math.round(Number(item.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
  await expect(price.getByRole('definition').nth(2)).toHaveText(euros(itemMinor + standard));
  await expect(page.getByText('£')).toHaveCount(0);
  expect(await fitsTheScreen(page)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: info.outputPath('order-step-de-de.png'), fullPage: true });

  await press(page.getByRole('button', { name: 'In den Warenkorb' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Summer by the sea' })).toContainText(item);
});

/**
 * The server refuses a design whose photos it has not made ready (a 422, which Chromium logs):
 * that answer is the point of these journeys, any other console error still fails them.
 */
const waitingTest = base.extend<{ errors: string[] }>({
  errors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !/status of 422 \(Unprocessable Entity\)/.test(msg.text()))
          errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

waitingTest(
  'photos the server is still preparing: the step waits with progress, can be cancelled, then adds by itself',
  async ({ page }, info) => {
    test.setTimeout(120_000);
    const print = await printWithPhotos(page, info.project.name, 24);
    // The customer ordered right after "all uploaded": the photos left this device, and the server
    // has not made them ready yet (here it has none of them until the upload below).
    await page.goto(`/webapp/editor/order-details?print=${print.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    await photosSentFromThisDevice(page, print.document);
    const add = page.getByRole('button', { name: 'Add to basket' });
    const waiting = page.getByRole('status').filter({ hasText: 'Your photos are being prepared' });
    await press(add);
    await expect(waiting).toContainText(/0 of \d+ ready/);
    await expect(page.getByRole('progressbar', { name: 'Your photos are being prepared…' })).toBeVisible();
    // No refusal while it waits, and Add to basket waits too.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(add).toBeDisabled();
    expect(await fitsTheScreen(page)).toBe(true);
    await page.screenshot({ path: info.outputPath('order-step-waiting-en.png'), fullPage: true });

    // Cancel stops waiting: nothing is added and the button is back.
    await press(page.getByRole('button', { name: 'Cancel' }));
    await expect(waiting).toHaveCount(0);
    await expect(add).toBeEnabled();
    expect(await basketCount(page)).toBe(0);

    // Asked again, it waits again; once the photos have arrived and are ready it adds by itself.
    await press(add);
    await expect(waiting).toContainText(/0 of \d+ ready/);
    await uploadDocumentPhotos(page, print.document);
    await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('listitem', { name: 'Summer by the sea' })).toBeVisible();
    expect(await basketCount(page)).toBe(1);
  },
);

waitingTest('waiting for the photos renders in de-de', async ({ page }, info) => {
  test.setTimeout(120_000);
  const print = await printWithPhotos(page, info.project.name, 24);
  await page
    .context()
    .addCookies(
      Object.entries({ bindery_locale: 'de-de', bindery_currency: 'EUR', bindery_country: 'DE' }).map(
        ([name, value]) => ({ name, value, domain: 'localhost', path: '/' }),
      ),
    );
  await page.goto(`/webapp/editor/order-details?print=${print.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bestelldetails' })).toBeVisible();
  await photosSentFromThisDevice(page, print.document);
  await press(page.getByRole('button', { name: 'In den Warenkorb' }));
  await expect(page.getByRole('status').filter({ hasText: 'Deine Fotos werden vorbereitet' })).toContainText(
    /0 von \d+ fertig/,
  );
  await expect(page.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);
  await page.screenshot({ path: info.outputPath('order-step-waiting-de-de.png'), fullPage: true });
  await uploadDocumentPhotos(page, print.document);
  await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible({ timeout: 30_000 });
});

test('a guest gives the e-mail with the delivery address, on the first step of checkout', async ({
  page,
}, info) => {
  await page.goto('/webapp/welcome');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/webapp\/products\?flow=welcome/);
  await printInBasket(page, 'Guest Summer');

  await page.goto('/webapp/checkout');
  await expect(page).toHaveURL(/\/checkout\/delivery-address$/);
  await expect(page.getByText('Step 1 of 4')).toBeAttached();
  const email = page.getByLabel('E-mail for your order confirmation');
  await expect(email).toBeVisible();
  await useNewAddress(page, 'Grace Hopper');
  // Without an e-mail the step says what is missing and stays.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter an e-mail address, e.g. name@example.com.')).toBeVisible();
  await expect(email).toBeFocused();
  await expect(page).toHaveURL(/\/checkout\/delivery-address$/);
  await email.fill('grace@example.test');
  await expect(page.getByText('Enter an e-mail address, e.g. name@example.com.')).toBeHidden();
  expect(await fitsTheScreen(page)).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: info.outputPath('checkout-guest-first-step.png'), fullPage: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping-options$/);
  // Paying by the wallet from the payment step does not ask for it again.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment-methods$/);
  await page.getByRole('radio', { name: 'Sandbox Wallet (express checkout)' }).check();
  await expect(page.getByRole('button', { name: 'Continue to the wallet' })).toBeVisible();
  await expect(page.getByLabel('E-mail for your order confirmation')).toHaveCount(0);
});
