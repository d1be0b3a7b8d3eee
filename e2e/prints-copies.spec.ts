import { autoLayoutBook, type BookDocument, productSpecSchema } from '../render-core';
import { samplePhotos } from '../render-core/testing/sample-photos';
import { signUpByApi, uniqueEmail } from './auth-helpers';
import { openEditor, savedStatus, serverPrint } from './editor-helpers';
import { expect, test } from './fixtures';
import { uploadDocumentPhotos } from './order-helpers';

test('a customer orders 8 prints with 2 copies of one and pays for 9', async ({ page }, info) => {
  test.setTimeout(120_000);
  await signUpByApi(page, uniqueEmail('prints', info.project.name));
  const catalog = (await (await page.request.get('/webapp/api/catalog')).json()) as {
    categories: { types: { products: { code: string }[] }[] }[];
  };
  const product = catalog.categories
    .flatMap((c) => c.types.flatMap((t) => t.products))
    .find((p) => p.code === 'PRINT-GL-6X4')!;
  const document = structuredClone(
    autoLayoutBook(samplePhotos(8), productSpecSchema.parse(product), { id: 'new', title: 'Holiday prints' }),
  );
  const made = await page.request.post('/webapp/api/print', {
    data: { productCode: 'PRINT-GL-6X4', document },
  });
  expect(made.status()).toBe(201);
  const print = ((await made.json()) as { print: { id: string; document: BookDocument } }).print;
  await uploadDocumentPhotos(page, print.document);

  // In the editor: the phone says which print it shows, in the words of prints.
  await openEditor(page, print.id);
  if (info.project.name === 'phone') {
    await expect(page.getByText(/^Print \d+ of 8$/)).toBeVisible();
    await expect(page.getByText(/^Page \d+ of \d+$/)).toHaveCount(0);
  }
  // One more copy of the first print.
  const first = page.getByRole('group', { name: 'Print 1' });
  await expect(first.getByRole('status')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'One copy fewer of print 1' })).toBeDisabled();
  await page.getByRole('button', { name: 'One more copy of print 1' }).click();
  await expect(first.getByRole('status')).toHaveText('2');
  await expect(page.getByText('Prints: 8 · copies in all: 9')).toBeVisible();
  await expect(savedStatus(page)).toBeVisible();
  await expect
    .poll(async () => (await serverPrint(page, print.id)).document.pages.map((p) => p.quantity))
    .toEqual([2, 1, 1, 1, 1, 1, 1, 1]);

  // The order details and the basket price 9 prints at £0.25.
  await page.getByRole('button', { name: 'Continue to order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  const details = page.getByRole('main');
  await expect(details).toContainText('Prints8');
  await expect(details).toContainText('Copies in all9');
  await expect(page.getByRole('region', { name: 'Price' })).toContainText('£2.25');
  // Adding takes the customer to the basket. Where the print checks warn about the sample photos,
  // the customer's yes (Order anyway, issue 53) is what adds them.
  await page.getByRole('button', { name: /^(Add to basket|Order anyway)$/ }).click();
  const line = page.getByRole('listitem', { name: 'Holiday prints' });
  await expect(line).toContainText('£2.25');
  await expect(line).toContainText('8 prints · 9 copies');
  const basket = (await (await page.request.get('/webapp/api/basket')).json()) as {
    basket: { items: { unitPriceMinor: number; copies: number }[]; totals: { subtotalMinor: number } };
  };
  expect(basket.basket.items).toEqual([expect.objectContaining({ unitPriceMinor: 225, copies: 9 })]);
  expect(basket.basket.totals.subtotalMinor).toBe(225);

  // My designs counts prints, not pages.
  await page.goto('/webapp/account/my-designs');
  await expect(page.getByRole('listitem', { name: 'Holiday prints' })).toContainText('8 prints');
});
