import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { autoLayoutBook, type BookDocument, productSpecSchema } from '../render-core';
import { samplePhotos } from '../render-core/testing/sample-photos';
import { checkPrintFile, ptToMm } from '../scripts/print-check';
import { calendarWithPhotos } from './calendar-helpers';
import { signUpByApi, uniqueEmail } from './auth-helpers';
import { openEditor, printWithPhotos, savedStatus, serverPrint } from './editor-helpers';
import { expect, type Page, test } from './fixtures';
import { orderAndPayFor, uploadDocumentPhotos } from './order-helpers';

/**
 * Photo book, calendar and prints journeys end at the printer: once paid, the order's PDF/X-4
 * files and manifest reach the print partner (DATA_DIR/print-partner/{reference}) and pass the
 * independent checks of Debian's tools (qpdf, pdfinfo, pdffonts, pdfimages, Ghostscript).
 */
interface Manifest {
  reference: string;
  items: {
    kind: string;
    copies: number;
    pages: number;
    binding: string;
    spine: number | null;
    prints: { page: number; copies: number }[];
    files: { role: string; path: string; pages: number }[];
  }[];
}

async function orderAndPay(page: Page, print: { id: string; document: BookDocument }): Promise<Manifest> {
  await uploadDocumentPhotos(page, print.document);
  const order = await orderAndPayFor<{ reference: string }>(page, print.id);
  const file = join(process.env.E2E_DATA_DIR ?? '', 'print-partner', order.reference, 'manifest.json');
  await expect
    .poll(
      () => {
        try {
          return (JSON.parse(readFileSync(file, 'utf8')) as Manifest).reference;
        } catch {
          return null;
        }
      },
      { timeout: 90_000 },
    )
    .toBe(order.reference);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

const partnerFile = (manifest: Manifest, path: string) =>
  join(process.env.E2E_DATA_DIR ?? '', 'print-partner', manifest.reference, path);

test('a hardcover photo book reaches the printer as interior and cover files that pass the checks', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const print = await printWithPhotos(page, info.project.name, 24);
  const manifest = await orderAndPay(page, print);
  const [book] = manifest.items;
  expect(book).toMatchObject({ kind: 'book', binding: 'hardcover', copies: 1 });
  expect(book!.files.map((f) => f.role)).toEqual(['interior', 'cover']);
  const interior = checkPrintFile(partnerFile(manifest, book!.files[0]!.path));
  expect(interior.problems).toEqual([]);
  expect(interior.pages).toHaveLength(book!.pages);
  const cover = checkPrintFile(partnerFile(manifest, book!.files[1]!.path));
  expect(cover.problems).toEqual([]);
  const [x0, , x1] = cover.pages[0]!.media;
  expect(Math.abs(ptToMm(x1 - x0) - (2 * 200 + book!.spine! + 2 * (3 + 15)))).toBeLessThan(0.1);
});

test('a calendar reaches the printer as one PDF/X-4 file of 13 pages', async ({ page }, info) => {
  test.setTimeout(180_000);
  const print = await calendarWithPhotos(page, info.project.name, '2027-01');
  const manifest = await orderAndPay(page, print);
  const [calendar] = manifest.items;
  expect(calendar).toMatchObject({ kind: 'calendar', binding: 'wire' });
  const report = checkPrintFile(partnerFile(manifest, calendar!.files[0]!.path));
  expect(report.problems).toEqual([]);
  expect(report.pages).toHaveLength(13);
});

test('a set of prints reaches the printer a page per print, with each print’s copies', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const print = await printWithPhotos(page, info.project.name, 3);
  // The same photos as prints: made through the API as the new-print flow does, two copies of the first.
  const catalog = (await (await page.request.get('/webapp/api/catalog')).json()) as {
    categories: { types: { products: { code: string }[] }[] }[];
  };
  expect(catalog.categories.flatMap((c) => c.types.flatMap((t) => t.products)).map((p) => p.code)).toContain(
    'PRINT-GL-6X4',
  );
  const product = catalog.categories
    .flatMap((c) => c.types.flatMap((t) => t.products))
    .find((p) => p.code === 'PRINT-GL-6X4');
  const document = structuredClone(
    autoLayoutBook(print.document.photos, productSpecSchema.parse(product), { id: 'new', title: 'Prints' }),
  );
  document.pages[0]!.quantity = 2;
  const made = await page.request.post('/webapp/api/print', {
    data: { productCode: 'PRINT-GL-6X4', document },
  });
  expect(made.status()).toBe(201);
  const prints = ((await made.json()) as { print: { id: string; document: BookDocument } }).print;
  const manifest = await orderAndPay(page, prints);
  const [set] = manifest.items;
  expect(set).toMatchObject({ kind: 'print', binding: 'none' });
  expect(set!.prints.map((p) => p.copies)).toEqual(prints.document.pages.map((_, i) => (i === 0 ? 2 : 1)));
  const report = checkPrintFile(partnerFile(manifest, set!.files[0]!.path));
  expect(report.problems).toEqual([]);
  expect(report.pages).toHaveLength(prints.document.pages.length);
  for (const p of report.pages) expect(Math.abs(ptToMm(p.trim[2] - p.trim[0]) - 152)).toBeLessThan(0.1);
});

test('the editor offers to turn a print to its portrait photo, and a white border', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await signUpByApi(page, uniqueEmail('print-format', info.project.name));
  const catalog = (await (await page.request.get('/webapp/api/catalog')).json()) as {
    categories: { types: { products: { code: string }[] }[] }[];
  };
  const product = catalog.categories
    .flatMap((c) => c.types.flatMap((t) => t.products))
    .find((p) => p.code === 'PRINT-GL-6X4');
  const photos = samplePhotos(2).map((p, i) =>
    i === 0 ? { ...p, width: 3000, height: 4000 } : { ...p, width: 4000, height: 3000 },
  );
  const document = structuredClone(
    autoLayoutBook(photos, productSpecSchema.parse(product), { id: 'new', title: 'Turned prints' }),
  );
  const made = await page.request.post('/webapp/api/print', {
    data: { productCode: 'PRINT-GL-6X4', document },
  });
  expect(made.status()).toBe(201);
  const print = ((await made.json()) as { print: { id: string; document: BookDocument } }).print;
  const portraitIndex = print.document.pages.findIndex((p) =>
    p.frames.some((f) => f.kind === 'photo' && f.photoId === photos[0]!.id),
  );
  const number = portraitIndex + 1;
  await openEditor(page, print.id);
  await page.getByRole('button', { name: `Turn print ${number} to portrait, as its photo` }).click();
  await expect(savedStatus(page)).toBeVisible();
  await expect
    .poll(async () => (await serverPrint(page, print.id)).document.pages[portraitIndex]!.turned)
    .toBe(true);
  await expect(page.getByRole('button', { name: `Turn print ${number} back` })).toBeVisible();
  await page.getByLabel(`White border on print ${number}`).check();
  await expect
    .poll(async () => (await serverPrint(page, print.id)).document.pages[portraitIndex]!.border)
    .toBe(4);
  await page.screenshot({ path: info.outputPath('turned-print.png'), fullPage: true });
});

test('the editor shows a hardcover’s spine for its pages and adds a back cover', async ({ page }, info) => {
  test.setTimeout(120_000);
  // A book from before new books came with a designed back cover: the offer adds one.
  const print = await printWithPhotos(page, info.project.name, 24, (doc) => {
    delete doc.backCover;
  });
  const pages = print.document.pages.length;
  const spine = (Math.round((Math.ceil(pages / 2) * 0.13 + 4) * 10) / 10).toFixed(1);
  await openEditor(page, print.id);
  await expect(page.getByText(`Spine ${spine} mm for ${pages} pages`)).toBeVisible();
  await page.getByRole('button', { name: 'Add a back cover' }).click();
  await expect(savedStatus(page)).toBeVisible();
  await expect.poll(async () => !!(await serverPrint(page, print.id)).document.backCover).toBe(true);
  await expect(page.getByRole('button', { name: 'Add a back cover' })).toBeHidden();
  await page.screenshot({ path: info.outputPath('cover-sheet.png'), fullPage: true });
});
