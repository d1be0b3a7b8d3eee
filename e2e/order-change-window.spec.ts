import type { Page } from '@playwright/test';
import { printWithPhotos } from './editor-helpers';
import { expect, test } from './fixtures';
import { type LifecycleWorld, startLifecycleWorld } from './lifecycle-server';
import { orderAndPayFor, uploadDocumentPhotos } from './order-helpers';
import { setLocaleCookie } from './shell-i18n';

/**
 * Inside the change window (two hours here, as by default): a paid order is held, nothing is at
 * the printer, the status page counts down, and a new address or a cancel is taken at once.
 */
test.describe.configure({ mode: 'serial' });

let world: LifecycleWorld;
const SHOTS = process.env.W53_SHOTS_DIR;

test.beforeAll(async () => {
  test.setTimeout(200_000);
  world = await startLifecycleWorld(120);
});
test.afterAll(async () => world?.stop());

async function orderABook(page: Page, project: string) {
  const print = await printWithPhotos(page, project, 3);
  await uploadDocumentPhotos(page, print.document);
  return orderAndPayFor<{ id: string; reference: string }>(page, print.id);
}

test('inside the window: the page counts down, a new address is taken, a cancel refunds at once; nothing reaches the printer', async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  const { context, errors } = await world.context(browser);
  const page = await context.newPage();
  const order = await orderABook(page, info.project.name);
  await page.goto(`/webapp/account/order/status/${order.id}`);
  await expect(page.locator('.status').first()).toHaveText('In the change window');
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/Time left to change or cancel: 1:59:\d\d/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first!);
  const timeline = page.getByRole('list', { name: 'Order progress' });
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Change window closes' })).toContainText(
    /\d/,
  );
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Sent to the printer' })).toContainText(
    'still to come',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/status-window-en.png`, fullPage: true });

  await page.getByRole('button', { name: 'Change the delivery address' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Address line 1').fill('1 Window Walk');
  await dialog.getByRole('button', { name: 'Save the new address' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('1 Window Walk')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.locator('.status').first()).toHaveText('Cancelled');
  await expect(page.getByRole('timer')).toHaveCount(0);
  const detail = await (await page.request.get(`/webapp/api/transaction?id=${order.id}`)).json();
  expect(detail.order.payments[0].status).toBe('refunded');
  expect(await world.jobs()).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('the change window in German: dates and the countdown in the customer’s locale', async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  const { context, errors } = await world.context(browser);
  const page = await context.newPage();
  const order = await orderABook(page, info.project.name);
  await setLocaleCookie(page, 'de-de');
  await page.goto(`/webapp/account/order/status/${order.id}`);
  await expect(page.locator('.status').first()).toHaveText('Im Änderungszeitraum');
  await expect(page.getByRole('timer')).toHaveText(/Verbleibende Zeit zum Ändern oder Stornieren: 1:59:\d\d/);
  await expect(page.getByRole('button', { name: 'Lieferadresse ändern' })).toBeVisible();
  // No ISO date anywhere: every step is dated by Intl in German.
  await expect(page.locator('time').first()).not.toHaveText(/\d{4}-\d{2}-\d{2}/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/status-window-de-de.png`, fullPage: true });
  expect(errors).toEqual([]);
  await context.close();
});
