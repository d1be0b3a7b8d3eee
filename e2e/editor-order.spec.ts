import {
  chooseMore,
  frames,
  openEditor,
  openPhotoTray,
  printWithPhotos,
  savedStatus,
  serverPrint,
  tapFrame,
} from './editor-helpers';
import { expect, test } from './fixtures';
import { uploadDocumentPhotos } from './order-helpers';

test('an unused photo is dragged from the tray into a frame, then the design goes to the basket', async ({
  page,
  consoleErrors,
}, info) => {
  test.setTimeout(90_000);
  const print = await printWithPhotos(page, info.project.name, 24);
  await openEditor(page, print.id);
  // The second spread: the first one's photos are often on the front and back covers too.
  await page.getByRole('button', { name: 'Next spread' }).click();
  await page.getByRole('button', { name: 'Next spread' }).click();
  // A phone shows one page at a time; the frame may be on either page of the spread.
  if (info.project.name === 'phone') await page.getByRole('button', { name: 'Show whole spread' }).click();

  // A photo shown only in this frame (the front or back cover may show one of the spread's photos too).
  const spreadPhotos = print.document.pages
    .slice(2, 4)
    .flatMap((p) => p.frames.flatMap((f) => (f.kind === 'photo' ? [f.photoId] : [])));
  const onCover = new Set(
    [print.document.cover, print.document.backCover].flatMap(
      (page) => page?.frames.flatMap((f) => (f.kind === 'photo' ? [f.photoId] : [])) ?? [],
    ),
  );
  const n = spreadPhotos.findIndex((id) => id && !onCover.has(id)) + 1;
  expect(n).toBeGreaterThan(0);

  // Delete takes the photo out of the selected frame.
  await tapFrame(page, `Photo ${n}`);
  await page.keyboard.press('Delete');
  await expect(frames(page).getByRole('button', { name: `Empty photo frame ${n}` })).toBeAttached();
  // A removed photo stays out of the tray until it is restored (after a confirmation).
  const tray = await openPhotoTray(page);
  await expect(page.getByText('Every photo is in the design.')).toBeVisible();
  await chooseMore(page, 'Restore removed photos');
  await page
    .getByRole('alertdialog', { name: 'Restore your photos?' })
    .getByRole('button', { name: 'Restore photos' })
    .click();
  await expect(tray.getByRole('button', { name: 'Unused photo 1' })).toBeVisible();

  // Drag it back from the tray into the empty frame; the tray sits right under the spread.
  await tray.scrollIntoViewIfNeeded();
  const from = (await tray.getByRole('button', { name: 'Unused photo 1' }).boundingBox())!;
  const to = (await frames(page)
    .getByRole('button', { name: `Empty photo frame ${n}` })
    .boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(frames(page).getByRole('button', { name: `Photo ${n}`, exact: true })).toBeAttached();
  await expect(page.getByText('Every photo is in the design.')).toBeVisible();
  await expect(savedStatus(page)).toBeVisible();
  await expect.poll(async () => (await serverPrint(page, print.id)).document.removedPhotoIds).toEqual([]);

  await page.getByRole('button', { name: 'Continue to order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Summer by the sea' })).toBeVisible();
  await expect(page.getByText(String(print.document.pages.length), { exact: true })).toBeVisible();
  // The photos never left this made-up phone: the server refuses, and the page says why.
  await page.getByRole('button', { name: 'Add to basket' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'This design cannot be ordered yet' });
  await expect(refused).toBeVisible();
  await expect(refused.getByRole('listitem').first()).toHaveText(/A photo has not reached us yet/);
  expect(
    ((await (await page.request.get('/webapp/api/basket/count')).json()) as { count: number }).count,
  ).toBe(0);
  // The refusal is the server's 422, which the browser logs as a failed request: expected here.
  const refusals = consoleErrors.filter((e) => e.includes('status of 422'));
  expect(refusals).toHaveLength(1);
  consoleErrors.splice(consoleErrors.indexOf(refusals[0]!), 1);
  // Once every photo has arrived, it goes in.
  await uploadDocumentPhotos(page, print.document);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Summer by the sea' })).toBeVisible();
  const count = (await (await page.request.get('/webapp/api/basket/count')).json()) as { count: number };
  expect(count.count).toBe(1);
});

test('a photo too small to print blocks the order and says why', async ({ page }, info) => {
  const print = await printWithPhotos(page, info.project.name, 24, (doc) => {
    const first = doc.pages[0]!.frames.find((f) => f.kind === 'photo' && f.photoId);
    const photo = doc.photos.find((p) => first?.kind === 'photo' && p.id === first.photoId)!;
    photo.width = 160 as typeof photo.width;
    photo.height = 120 as typeof photo.height;
  });
  await openEditor(page, print.id);
  await expect(page.getByText(/problems? must be fixed before ordering/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue to order' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Fix these before ordering' });
  await expect(alert).toContainText(/at least \d+ dpi is needed/);
  await expect(page).toHaveURL(/\/webapp\/editor\/[0-9a-f-]{36}$/);
  // The frame shows its badge.
  await page.getByRole('button', { name: 'Next spread' }).click();
  await expect(
    frames(page).getByRole('button', { name: 'Photo 1', exact: true }),
  ).toHaveAccessibleDescription(/dpi/);
});
