import { chooseMore, openEditor, PRODUCT, printWithPhotos, savedStatus, serverPrint } from './editor-helpers';
import { expect, type Page, test } from './fixtures';
import { uploadDocumentPhotos } from './order-helpers';

/** The print's row product and its document's product, as the server holds them. */
async function serverProducts(page: Page, id: string) {
  const print = (await serverPrint(page, id)) as Awaited<ReturnType<typeof serverPrint>> & {
    productCode: string;
  };
  return { row: print.productCode, document: print.document.product.code };
}

const both = (code: string) => ({ row: code, document: code });

test('cover and paper from the editor: choose, undo, redo, order and the basket upgrade', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const print = await printWithPhotos(page, info.project.name, 24);
  // A 24-page 20×20 hardcover, which the 20×20 softcover and layflat also take.
  expect(print.document.pages).toHaveLength(24);
  expect(await serverProducts(page, print.id)).toEqual(both(PRODUCT));
  await openEditor(page, print.id);

  await chooseMore(page, 'Cover and paper');
  const dialog = page.getByRole('dialog', { name: 'Cover and paper' });
  await expect(dialog.getByText('Now: Hardcover, 20 × 20 cm, £24.99 for 24 pages')).toBeVisible();
  const choice = (name: string) => dialog.getByRole('button', { name: new RegExp(`^${name}`) });
  await expect(choice('Hardcover')).toHaveAttribute('aria-current', 'true');
  await expect(choice('Hardcover')).toContainText('Current choice');
  await expect(choice('Softcover')).toContainText('£19.79 for 24 pages');
  await expect(choice('Layflat')).toContainText('£44.79 for 24 pages');
  await expect(choice('Layflat')).not.toHaveAttribute('aria-current', 'true');
  if (info.project.name === 'phone') {
    await page.screenshot({ path: info.outputPath('upgrade-options-phone.png') });
  }

  // Choosing is an edit: saved to the server with the print's own product.
  await choice('Layflat').click();
  await expect(dialog).toBeHidden();
  await expect(savedStatus(page)).toBeVisible();
  await expect.poll(() => serverProducts(page, print.id)).toEqual(both('BOOK-LF-20X20'));

  // Undo and redo carry it back and forth, the server too.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => serverProducts(page, print.id)).toEqual(both(PRODUCT));
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(() => serverProducts(page, print.id)).toEqual(both('BOOK-LF-20X20'));
  await expect(savedStatus(page)).toBeVisible();

  await chooseMore(page, 'Cover and paper');
  await expect(choice('Layflat')).toHaveAttribute('aria-current', 'true');
  await expect(dialog.getByText('Now: Layflat, 20 × 20 cm, £44.79 for 24 pages')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The order details take the design's own product.
  await page.getByRole('button', { name: 'Continue to order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Layflat 20 × 20 cm £44\.79 As designed$/ })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Price' })).toContainText('£44.79');
  // The server takes a design into the basket once every photo it shows has arrived.
  await uploadDocumentPhotos(page, print.document);
  // Adding takes the customer to the basket.
  await page.getByRole('button', { name: 'Add to basket' }).click();

  const line = page.getByRole('listitem', { name: 'Summer by the sea' });
  await expect(line).toContainText('Layflat · 20 × 20 cm · 24 pages');
  await expect(line).toContainText('£44.79');

  // The basket's own upgrade options still change the basket line.
  await line.getByRole('button', { name: 'Upgrade options' }).click();
  const basketDialog = page.getByRole('dialog', { name: 'Upgrade options' });
  await expect(basketDialog.getByText('Now: Layflat at £44.79.', { exact: false })).toBeVisible();
  await basketDialog.getByRole('button', { name: /Softcover/ }).click();
  await expect(basketDialog).toBeHidden();
  await expect(line).toContainText('Softcover · 20 × 20 cm · 24 pages');
  await expect(line).toContainText('£19.79');

  // Back in the editor without a reload, the editor's own upgrade options show the design's choices,
  // and the basket line's product did not change the design's.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/webapp/editor/${print.id}$`));
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expect(savedStatus(page)).toBeVisible({ timeout: 20_000 });
  await chooseMore(page, 'Cover and paper');
  await expect(choice('Layflat')).toHaveAttribute('aria-current', 'true', { timeout: 20_000 });
  await expect(choice('Softcover')).toContainText('£19.79 for 24 pages');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(await serverProducts(page, print.id)).toEqual(both('BOOK-LF-20X20'));
});
