import { openEditor, printWithPhotos } from './editor-helpers';
import { expect, test } from './fixtures';
import { uploadDocumentPhotos } from './order-helpers';

/**
 * Issue 15: an item added by in-app navigation shows at once in the header's badge and on the
 * basket page, though both were cached empty before (no reload anywhere in this journey).
 */
test('the badge and the basket page follow an item added from the order flow, without a reload', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const print = await printWithPhotos(page, info.project.name, 24);
  // The server takes a design into the basket only once every photo it shows has arrived.
  await uploadDocumentPhotos(page, print.document);
  await openEditor(page, print.id);
  // A marker on the window: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { noReload: true }));
  const stillSamePage = () => page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload);

  // The basket is looked at (and cached) while empty, from My designs (the editor has its own bar).
  await page.getByRole('link', { name: 'Back to my designs' }).click();
  await page.getByRole('link', { name: 'Basket, 0 items' }).click();
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Continue to order' })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Continue to order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  // Adding takes the customer to the basket (issue 25).
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();

  const line = page.getByRole('listitem', { name: 'Summer by the sea' });
  await expect(line).toBeVisible();
  await expect(page.getByText('Your basket is empty.')).toBeHidden();
  await page.screenshot({ path: info.outputPath('basket-after-add.png'), fullPage: true });

  // A change of quantity on the basket page moves the badge too.
  await line.getByLabel('Quantity').selectOption('3');
  await expect(page.getByRole('link', { name: 'Basket, 3 items' })).toBeVisible();
  expect(await stillSamePage()).toBe(true);
});
