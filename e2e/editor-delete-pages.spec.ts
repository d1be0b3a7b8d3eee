import { chooseMore, openEditor, printWithPhotos, savedStatus, serverPrint } from './editor-helpers';
import { expect, test } from './fixtures';

const strip = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Spreads' });

test('a spread is deleted from More with the new page count and price shown, and Undo brings it back', async ({
  page,
}, info) => {
  // Four more (empty) pages than the hardcover's least 24, so a spread may go.
  const print = await printWithPhotos(page, info.project.name, 24, (doc) => {
    const extra = doc.pages.slice(0, 4).map((p, i) => ({
      ...structuredClone(p),
      id: `extra-${i}`,
      frames: p.frames.map((f) =>
        f.kind === 'photo' ? { ...structuredClone(f), photoId: null } : structuredClone(f),
      ),
    }));
    doc.pages.push(...extra);
  });
  const pages = print.document.pages.length;
  expect(pages).toBeGreaterThan(print.document.product.pages.min);
  const doomed = print.document.pages.slice(2, 4).map((p) => p.id);
  await openEditor(page, print.id);
  await strip(page).getByRole('button', { name: 'Spread 2', exact: true }).click();
  await expect(strip(page).getByRole('button', { name: 'Spread 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await chooseMore(page, 'Delete this spread');
  const notice = page.getByRole('region', { name: '2 pages deleted' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`The book now has ${pages - 2} pages.`);
  // Each page past the book's least count costs extra: two fewer pages cost less.
  await expect(notice).toContainText(/Price £\d+\.\d\d \(was £\d+\.\d\d\)\./);
  const [after, before] = (await notice.textContent())!.match(/£\d+\.\d\d/g)!.map((p) => Number(p.slice(1)));
  expect(after).toBeLessThan(before!);
  await page.screenshot({ path: info.outputPath('spread-deleted.png'), animations: 'disabled' });
  await expect(savedStatus(page)).toBeVisible({ timeout: 20_000 });
  const saved = (await serverPrint(page, print.id)).document;
  expect(saved.pages).toHaveLength(pages - 2);
  expect(saved.pages.map((p) => p.id)).not.toContain(doomed[0]);

  // Undo, right in the notice: the pages come back where they were.
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(notice).toBeHidden();
  await expect(savedStatus(page)).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => (await serverPrint(page, print.id)).document.pages.map((p) => p.id).slice(2, 4))
    .toEqual(doomed);

  // The cover cannot be deleted: More does not offer it there.
  await strip(page).getByRole('button', { name: 'Cover', exact: true }).click();
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete this spread' })).toHaveCount(0);
  await page.keyboard.press('Escape');
});
