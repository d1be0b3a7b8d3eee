import type { BookDocument } from '../render-core';
import { printWithPhotos, serverPrint } from './editor-helpers';
import { expect, type Page, test } from './fixtures';
import { uploadDocumentPhotos } from './order-helpers';
import { setLocaleCookie, translator } from './shell-i18n';

/**
 * Issue 53, "nothing empty goes to print without the customer's yes": at 360 × 740 the order step
 * lists the server's print checks page by page (here a book of 8 photos on a 24-page hardcover,
 * its blank pages, and a frame emptied by hand), each with Fix, which opens the editor at that
 * page, and Order anyway, which puts it in the basket as it is.
 */
// The screens a person looks at, in the checkout's own scratch folder (gitignored).
const SHOTS = '.tmp/screens';

const basketCount = async (page: Page) =>
  ((await (await page.request.get('/webapp/api/basket/count')).json()) as { count: number }).count;

/** Empties the first photo frame after the first page, so a frame is empty as well as pages blank. */
function emptyAFrame(doc: BookDocument) {
  const page = doc.pages.slice(1).find((p) => p.frames.some((f) => f.kind === 'photo' && f.photoId));
  const frame = page?.frames.find((f) => f.kind === 'photo');
  if (frame?.kind === 'photo') frame.photoId = null;
}

for (const locale of ['en', 'de-de'] as const) {
  test(`the order step shows the empty pages with Fix and Order anyway (${locale})`, async ({
    page,
  }, info) => {
    test.skip(info.project.name !== 'phone' && locale !== 'en', 'the phone checks the second language');
    test.setTimeout(120_000);
    const t = translator(locale);
    const print = await printWithPhotos(page, info.project.name, 8, emptyAFrame);
    // The first draft of 8 photos has no empty frame of its own: only the one emptied above.
    const frames = print.document.pages.flatMap((p) => p.frames);
    expect(frames.filter((f) => f.kind === 'photo' && f.photoId === null)).toHaveLength(1);
    await uploadDocumentPhotos(page, print.document);
    if (locale !== 'en') await setLocaleCookie(page, locale);
    await page.goto(`/webapp/editor/order-details?print=${print.id}`);

    const checks = page.getByRole('region', { name: t('order-checks:title') });
    await expect(checks).toBeVisible();
    const blank = print.document.pages.filter((p) => p.frames.length === 0).length;
    expect(blank).toBe(print.document.pages.length - 8);
    await expect(checks.getByRole('listitem').filter({ hasText: String(blank) })).toContainText(
      t('order-checks:blankPages', { count: blank, page: 2 }).split('(')[0]!.trim(),
    );
    const emptyItem = checks.getByRole('listitem').filter({ hasText: t('editor:printChecks.emptyFrame') });
    await expect(emptyItem).toHaveCount(1);
    // Nothing to tap but Fix or Order anyway: no plain "Add to basket" while there is a warning.
    await expect(page.getByRole('button', { name: t('editor:orderDetails.addToBasket') })).toHaveCount(0);
    const orderAnyway = checks.getByRole('button', { name: t('order-checks:orderAnyway') });
    await expect(orderAnyway).toBeVisible();
    await checks.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/order-step-checks-${locale}.png` });
    await page.screenshot({ path: `${SHOTS}/order-step-checks-${locale}-full.png`, fullPage: true });

    // Fix opens the editor on that page with that frame (the address then forgets the query).
    await emptyItem.getByRole('link', { name: /^.+: / }).click();
    await expect(page).toHaveURL(new RegExp(`/editor/${print.id}$`));
    await page.goto(`/webapp/editor/order-details?print=${print.id}`);
    await expect(checks.getByRole('button', { name: t('order-checks:orderAnyway') })).toBeVisible();

    await checks.getByRole('button', { name: t('order-checks:orderAnyway') }).click();
    await expect(page).toHaveURL(/\/basket$/);
    expect(await basketCount(page)).toBe(1);
    // Recorded with the revision that was checked: the same design as stored.
    expect((await serverPrint(page, print.id)).revision).toBe(print.revision);
  });
}
