import { autoLayoutBook, productSpecSchema } from '../render-core';
import { samplePhotos } from '../render-core/testing/sample-photos';
import { signUpByApi, uniqueEmail } from './auth-helpers';
import { CALENDAR } from './calendar-helpers';
import { chooseMore, frames, openEditor, type ServerPrint, serverPrint } from './editor-helpers';
import { expect, test } from './fixtures';

/**
 * Issue 15: a calendar of photos taken in 2026 that starts in January 2027 says 2027 on its
 * cover, and the cover's year follows when the customer moves the start to another year.
 */
test('the cover year follows the calendar start month, also after changing it', async ({ page }, info) => {
  test.setTimeout(90_000);
  await signUpByApi(page, uniqueEmail('calendar-year', info.project.name));
  const catalog = (await (await page.request.get('/webapp/api/catalog')).json()) as {
    categories: { types: { products: { code: string }[] }[] }[];
  };
  const product = catalog.categories
    .flatMap((c) => c.types.flatMap((t) => t.products))
    .find((p) => p.code === CALENDAR);
  // Laid out as the uploader does: no title given, so the layout names it.
  const document = structuredClone(
    autoLayoutBook(samplePhotos(14), productSpecSchema.parse(product), { id: 'new', startMonth: '2027-01' }),
  );
  expect(document.photos.every((p) => p.takenAt?.startsWith('2026'))).toBe(true);
  const res = await page.request.post('/webapp/api/print', { data: { productCode: CALENDAR, document } });
  expect(res.status()).toBe(201);
  const print = ((await res.json()) as { print: ServerPrint }).print;

  await openEditor(page, print.id);
  await expect(frames(page).getByRole('button', { name: 'Text: Bilbao 2027' })).toBeAttached();
  await expect(frames(page).getByRole('button', { name: /2026/ })).toHaveCount(0);

  await chooseMore(page, 'Start month');
  const start = page.getByRole('dialog', { name: 'Start the calendar from' });
  await start.getByLabel('First month').fill('2028-01');
  await start.getByRole('button', { name: 'Save' }).click();
  await expect(start).toBeHidden();
  await expect(frames(page).getByRole('button', { name: 'Text: Bilbao 2028' })).toBeAttached();
  await page.screenshot({ path: info.outputPath('calendar-cover-2028.png') });
  await expect
    .poll(async () => {
      const doc = (await serverPrint(page, print.id)).document;
      return [doc.title, doc.cover?.frames.find((f) => f.kind === 'text' && f.role === 'title')];
    })
    .toEqual(['Bilbao 2028', expect.objectContaining({ text: 'Bilbao 2028' })]);
});
