import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import { serverPrint } from './editor-helpers';
import { expect, PHOTOS_DIR, type Page, test } from './fixtures';
import { catalogName, setLocaleCookie, translator } from './shell-i18n';

/**
 * Issue 25, the road to the photos: "Start your photo book" opens the photo picker with the book
 * most customers make (a 20 × 20 cm hardcover), and a customer who wants another product chooses
 * its style and size by pictures of real books, drawn by our own renderer. At phone size, in
 * English and in Polish; the screens are kept as screenshots under test-results/road-to-photos.
 */
const SHOTS = fileURLToPath(new URL('../test-results/road-to-photos/', import.meta.url));
const DEFAULT_PRODUCT = 'BOOK-HC-20X20';

async function shot(page: Page, name: string, target?: Locator) {
  mkdirSync(SHOTS, { recursive: true });
  const path = join(SHOTS, `${test.info().project.name}-${name}.png`);
  if (target) await target.screenshot({ path });
  else await page.screenshot({ path, fullPage: true });
}

/** Nothing on the screen reaches past its right edge. */
async function expectNoSidewaysScroll(page: Page) {
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** The picture is in view and has really loaded (lazy pictures load only near the screen). */
async function expectLoaded(picture: Locator) {
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      message: 'the picture loads',
    })
    .toBeGreaterThan(0);
}

const orientationOf = (code: string) =>
  /A4P|5X7|WALL/.test(code) ? 'portrait' : /A4L|6X4|DESK/.test(code) ? 'landscape' : 'square';

for (const locale of ['en', 'pl-pl'] as const) {
  const t = translator(locale);

  test(`"Start your photo book" opens the photo picker and makes the default book (${locale})`, async ({
    page,
  }, info) => {
    test.skip(info.project.name === 'desktop' && locale !== 'en', 'the phone judges the other languages');
    test.setTimeout(90_000);
    if (locale !== 'en') await setLocaleCookie(page, locale);
    await page.goto('/webapp/');
    await expect(page.getByRole('heading', { level: 1, name: t('pages.home.title') })).toBeVisible();
    // The category cards show real products too; every picture loads.
    const categories = page.getByRole('region', { name: t('pages.home.categories') });
    await expect(
      categories.getByRole('link', { name: new RegExp(catalogName(locale, 'photo-books')) }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, `${locale}-home`);

    let taps = 0;
    await page
      .getByRole('main')
      .getByRole('link', { name: t('road.startPhotoBook') })
      .click();
    taps += 1;
    // The photo picker: its heading, and its "Choose photos" button that opens the phone's photos.
    await expect(page.getByRole('heading', { level: 1, name: t('pages.uploader.title') })).toBeVisible();
    const picker = page.getByLabel(t('photos:uploader.pick'));
    await expect(picker).toBeEnabled();
    expect(taps).toBeLessThanOrEqual(2);
    // The product is named, with the way to choose another.
    const chosen = `${catalogName(locale, 'photo-books')}: ${catalogName(locale, 'photo-books/hardcover').split(' · ')[1]} · 20 × 20 cm`;
    await expect(page.getByText(chosen)).toBeVisible();
    await expect(page.getByRole('link', { name: t('prints:choice.changeProduct') })).toHaveAttribute(
      'href',
      '/webapp/new-print/photo-books',
    );
    await expectNoSidewaysScroll(page);
    await shot(page, `${locale}-picker`);

    await picker.setInputFiles(
      ['photo-08.jpg', 'photo-11.jpg', 'photo-17.jpg'].map((f) => join(PHOTOS_DIR, f)),
    );
    await expect(page.getByText(t('photos:uploader.total', { done: 3, count: 3 }))).toBeVisible({
      timeout: 60_000,
    });
    await page.getByRole('button', { name: t('photos:uploader.continue') }).click();
    await expect(page).toHaveURL(/\/webapp\/editor\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop() ?? '';
    const print = await serverPrint(page, id);
    expect(print.document.product.code).toBe(DEFAULT_PRODUCT);
    expect(print.document.photos).toHaveLength(3);
  });

  test(`another product: a style and a size chosen by their pictures (${locale})`, async ({ page }, info) => {
    test.skip(info.project.name === 'desktop' && locale !== 'en', 'the phone judges the other languages');
    if (locale !== 'en') await setLocaleCookie(page, locale);
    await page.goto('/webapp/');
    await page
      .getByRole('main')
      .getByRole('link', { name: t('road.otherProducts') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: t('pages.newPrint.title') })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(catalogName(locale, 'photo-books')) }).click();

    // The styles: each a picture of its cover and an open spread, and a line on what it is.
    await expect(
      page.getByRole('heading', { level: 1, name: catalogName(locale, 'photo-books'), exact: true }),
    ).toBeVisible();
    for (const code of ['softcover', 'hardcover', 'layflat']) {
      const name = catalogName(locale, `photo-books/${code}`).split(' · ')[1] ?? '';
      const card = page.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(card).toContainText(t(`prints:choice.style.${code}`));
      await expectLoaded(card.getByRole('img', { name: t('prints:choice.styleAlt.book', { name }) }));
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSidewaysScroll(page);
    await shot(page, `${locale}-styles`);

    const layflat = catalogName(locale, 'photo-books/layflat').split(' · ')[1] ?? '';
    await page.getByRole('link', { name: new RegExp(`^${layflat}`) }).click();

    // The sizes: each its cover drawn to scale with the others.
    await expect(
      page.getByRole('heading', { level: 1, name: catalogName(locale, 'photo-books/layflat') }),
    ).toBeVisible();
    const sizes: [string, string][] = [
      ['BOOK-LF-20X20', '20 × 20 cm'],
      ['BOOK-LF-A4L', 'A4'],
      ['BOOK-LF-30X30', '30 × 30 cm'],
    ];
    for (const [code, size] of sizes) {
      const orientation = t(`catalog.orientation.${orientationOf(code)}`);
      await expectLoaded(page.getByRole('img', { name: t('prints:choice.sizeAlt', { size, orientation }) }));
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSidewaysScroll(page);
    await shot(page, `${locale}-sizes`);

    const square30 = t('prints:choice.sizeAlt', {
      size: '30 × 30 cm',
      orientation: t('catalog.orientation.square'),
    });
    await page.getByRole('link', { name: square30 }).click();
    await expect(page).toHaveURL(/\/webapp\/new-print\/uploader\?product=BOOK-LF-30X30$/);
    await expect(page.getByLabel(t('photos:uploader.pick'))).toBeEnabled();
    await expect(
      page.getByText(`${catalogName(locale, 'photo-books')}: ${layflat} · 30 × 30 cm`),
    ).toBeVisible();
  });
}

test('the landing page shows real products on its cards and leads straight to the picker', async ({
  page,
}) => {
  await page.goto('/');
  const start = page.getByRole('link', { name: 'Start your photo book', exact: true }).first();
  await expect(start).toHaveAttribute('href', '/webapp/new-print/uploader');
  const popular = page.getByRole('region', { name: 'Popular right now' });
  await popular.scrollIntoViewIfNeeded();
  // The pictures beside each card's name only show what the name says: they are not read out.
  const first = popular.getByRole('presentation').first();
  await expectLoaded(first);
  await expect(first).toHaveAttribute('src', '/webapp/product-pictures/style-hardcover.webp');
  await expectNoSidewaysScroll(page);
  await shot(page, 'marketing-product-cards', popular);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'marketing-landing');

  await start.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add your photos' })).toBeVisible();
  await expect(page.getByLabel('Choose photos')).toBeEnabled();
});
