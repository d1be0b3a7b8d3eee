import type { Page } from '@playwright/test';
import { printWithPhotos } from './editor-helpers';
import { expect, test } from './fixtures';
import { type LifecycleWorld, startLifecycleWorld } from './lifecycle-server';
import { orderAndPayFor, uploadDocumentPhotos } from './order-helpers';
import { setLocaleCookie } from './shell-i18n';

/**
 * After the change window (six seconds here, so no journey waits long; it waits for the hand-off,
 * never for a clock): the status page follows the order by itself to the door, and a change or a
 * cancel is asked of the printer, whose yes or no (with its reason) the customer sees.
 */
test.describe.configure({ mode: 'serial' });

const HOUR = 3_600_000;
let world: LifecycleWorld;
const SHOTS = process.env.W53_SHOTS_DIR;

test.beforeAll(async () => {
  test.setTimeout(200_000);
  world = await startLifecycleWorld(0.1);
});
test.afterAll(async () => world?.stop());

async function orderABook(page: Page, project: string) {
  const print = await printWithPhotos(page, project, 3);
  await uploadDocumentPhotos(page, print.document);
  return orderAndPayFor<{ id: string; reference: string }>(page, print.id);
}

/** The partner's newest job has the status named (its own word). */
const partnerHas = (status: string) =>
  expect
    .poll(async () => (await world.jobs()).at(-1)?.status, { timeout: 90_000, intervals: [250] })
    .toBe(status);

test('the status page moves by itself from the window to Delivered, with the tracking link, while the customer watches', async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  const { context, errors } = await world.context(browser);
  const page = await context.newPage();
  const before = (await world.jobs()).length;
  const order = await orderABook(page, info.project.name);
  await page.goto(`/webapp/account/order/status/${order.id}`);
  const timeline = page.getByRole('list', { name: 'Order progress' });
  // The window closes and the order goes to the printer: the page says so with no reload.
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Sent to the printer' })).not.toContainText(
    'still to come',
    { timeout: 90_000 },
  );
  expect((await world.jobs()).length).toBe(before + 1);
  await world.control('tick', { ms: HOUR });
  await expect(page.locator('.status').first()).toHaveText('In production', { timeout: 60_000 });
  await world.control('tick', { ms: 2 * HOUR });
  await expect(page.locator('.status').first()).toHaveText('Delivered', { timeout: 60_000 });
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Delivered' })).not.toContainText(
    'still to come',
  );
  await expect(page.getByRole('link', { name: /Track your parcel/ })).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/status-delivered-en.png`, fullPage: true });
  await setLocaleCookie(page, 'de-de');
  await page.reload();
  await expect(page.locator('.status').first()).toHaveText('Zugestellt');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/status-delivered-de-de.png`, fullPage: true });
  expect(errors).toEqual([]);
  await context.close();
});

test('after hand-off the printer takes a new address, then refuses another and a cancel once it prints', async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  const { context, errors } = await world.context(browser);
  const page = await context.newPage();
  const order = await orderABook(page, info.project.name);
  await partnerHas('PRODUCTION_READY');
  await page.goto(`/webapp/account/order/status/${order.id}`);
  await expect(page.getByText(/A change or cancel now is asked of the printer/)).toBeVisible();

  await page.getByRole('button', { name: 'Change the delivery address' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Address line 1').fill('3 Printer Row');
  await dialog.getByRole('button', { name: 'Save the new address' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'The printer has your new delivery address.' }),
  ).toBeVisible();
  await expect(page.getByText('3 Printer Row')).toBeVisible();

  // Printing starts; its webhook is lost, so only the printer knows.
  await world.control('drop-webhooks', { on: true });
  await world.control('tick', { ms: HOUR });
  await partnerHas('IN_PRODUCTION');
  await page.getByRole('button', { name: 'Change the delivery address' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Address line 1').fill('4 Too Late Lane');
  await dialog.getByRole('button', { name: 'Save the new address' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/^The printer refused: .*cannot be changed/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/address-refused-en.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    /^The printer refused: .*cannot be canceled/,
  );
  await page.getByRole('button', { name: 'Keep order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The printer refused' })).toBeVisible();
  // The refusal asks the printer where the order is: printing, as the page now says.
  await expect(page.locator('.status').first()).toHaveText('In production');
  await world.control('drop-webhooks', { on: false });
  expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
  await context.close();
});

test('after hand-off a cancel the printer confirms is refunded', async ({ browser }, info) => {
  test.setTimeout(240_000);
  const { context, errors } = await world.context(browser);
  const page = await context.newPage();
  const order = await orderABook(page, info.project.name);
  await partnerHas('PRODUCTION_READY');
  await page.goto(`/webapp/account/order/status/${order.id}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.locator('.status').first()).toHaveText('Cancelled');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'The printer stopped your order, and the full amount has been refunded.' }),
  ).toBeVisible();
  await partnerHas('CANCELED');
  expect(errors).toEqual([]);
  await context.close();
});
