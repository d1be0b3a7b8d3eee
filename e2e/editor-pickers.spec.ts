import type { Locator } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BookDocument } from '../render-core';
import { LAYOUT_NAME_KEYS } from '../src/features/editor/modals/pickers/layout-names';
import { frames, openEditor, printWithPhotos, savedStatus, serverPrint } from './editor-helpers';
import { expect, type Page, PHOTOS_DIR, test } from './fixtures';
import { uploadPhotoBytes } from './order-helpers';
import { typeNewCaption } from './caption-helpers';

/**
 * Issue 14: layouts, themes and fonts are picked from pictures by their names in words. Each
 * choice is checked in the server's document, each dialog is photographed at the project's size.
 */

const designs = JSON.parse(
  readFileSync(new URL('../src/i18n/locales/en/designs.json', import.meta.url), 'utf8'),
) as { layouts: Record<string, string> };
/** A layout's English name, as the dialog shows it. */
const layoutName = (id: string) => designs.layouts[LAYOUT_NAME_KEYS[id]!.replace('layouts.', '')]!;

/**
 * Real photos (tus, as the uploader sends them) under the ids of the photos the cover and the
 * first spread show, so the pictures in the dialogs are of the customer's own photos.
 */
async function uploadShownPhotos(page: Page, doc: BookDocument) {
  const shown = [doc.cover, doc.pages[0], doc.pages[1]].flatMap((p) =>
    (p?.frames ?? []).flatMap((f) => (f.kind === 'photo' && f.photoId ? [f.photoId] : [])),
  );
  for (const [i, id] of [...new Set(shown)].entries()) {
    const bytes = readFileSync(join(PHOTOS_DIR, `photo-${String(i + 1).padStart(2, '0')}.jpg`));
    await uploadPhotoBytes(page, id, bytes);
  }
}

/** Every choice a finger can hit (44 px square at least), and the dialog never scrolls sideways. */
async function expectTouchFriendly(dialog: Locator, choices: Locator) {
  const count = await choices.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const box = await choices.nth(i).boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
  const widths = await dialog.evaluate((el) => ({
    dialog: el.scrollWidth - el.clientWidth,
    page: document.documentElement.scrollWidth - window.innerWidth,
  }));
  expect(widths).toEqual({ dialog: 0, page: 0 });
}

/** A picture of the dialog once its pictures have painted, kept with the run's results. */
async function photograph(page: Page, name: string, info: { outputPath: (n: string) => string }) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.screenshot({ path: info.outputPath(`${name}.png`) });
}

test('a layout, a theme and a font picked from pictures by name; each kept in the server document', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const print = await printWithPhotos(page, info.project.name, 24);
  await uploadShownPhotos(page, print.document);
  await openEditor(page, print.id);
  await page.getByRole('button', { name: 'Next spread' }).click();
  const firstPage = print.document.pages[0]!;
  const template = async () => (await serverPrint(page, print.id)).document.pages[0]!.template;
  expect(firstPage.template).not.toBe('two-columns');

  // Layouts: pictures grouped by photo count, named in words; the page's own layout is marked.
  await page.getByRole('button', { name: 'Layouts' }).click();
  const layouts = page.getByRole('dialog', { name: 'Page layouts' });
  await expect(layouts.getByRole('heading', { name: '1 photo', exact: true })).toBeVisible();
  await expect(layouts.getByRole('heading', { name: '2 photos', exact: true })).toBeVisible();
  const ownName = layoutName(firstPage.template);
  await expect(layouts.getByRole('list').getByRole('button', { pressed: true })).toHaveCount(1);
  await expect(layouts.getByRole('button', { name: ownName, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(layouts.getByRole('status')).toHaveText(`Current layout: ${ownName}`);
  // No id shows anywhere: the names are words.
  await expect(layouts).not.toContainText(firstPage.template);
  await expect(layouts.getByRole('button', { name: /-/ })).toHaveCount(0);
  await expectTouchFriendly(layouts, layouts.getByRole('list').getByRole('button'));
  await photograph(page, 'layouts', info);

  await layouts.getByRole('button', { name: 'Two side by side', exact: true }).click();
  await expect(layouts).toBeHidden();
  await expect.poll(template).toBe('two-columns');
  await expect(savedStatus(page)).toBeVisible();

  // Opened again, the new layout is the marked one, and said so.
  await page.getByRole('button', { name: 'Layouts' }).click();
  await expect(layouts.getByRole('button', { name: 'Two side by side', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(layouts.getByRole('status')).toHaveText('Current layout: Two side by side');
  await page.keyboard.press('Escape');
  await expect(layouts).toBeHidden();

  // Themes: small pages in each theme, picked by name with the keyboard.
  await page.getByRole('button', { name: 'Themes' }).click();
  const themes = page.getByRole('dialog', { name: 'Themes' });
  await expect(themes.getByRole('button', { name: 'Classic', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(themes.getByRole('status')).toHaveText('Current theme: Classic');
  await expectTouchFriendly(themes, themes.getByRole('list').getByRole('button'));
  await photograph(page, 'themes', info);
  // The dialog opens with the first theme in focus; Tab walks the pictures, Enter picks.
  await expect(themes.getByRole('button', { name: 'Classic', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const linen = themes.getByRole('button', { name: 'Linen', exact: true });
  await expect(linen).toBeFocused();
  // The focus ring is drawn, not only present.
  expect(await linen.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  await photograph(page, 'themes-keyboard', info);
  await page.keyboard.press('Enter');
  await expect(themes).toBeHidden();
  const theme = async () => (await serverPrint(page, print.id)).document.theme;
  await expect.poll(theme).toBe('linen');
  await page.getByRole('button', { name: 'Themes' }).click();
  await expect(themes.getByRole('button', { name: 'Linen', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(themes).toBeHidden();

  // Fonts work on a selected text: a caption first, in the theme's body font (Linen: Lora).
  await typeNewCaption(page, 'Rock pools at low tide');
  await expect(frames(page).getByRole('button', { name: 'Text: Rock pools at low tide' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const captionFont = async () =>
    (await serverPrint(page, print.id)).document.pages
      .flatMap((p) => p.frames)
      .flatMap((f) => (f.kind === 'text' && f.text === 'Rock pools at low tide' ? [f.font] : []))[0];
  await expect.poll(captionFont).toBe('Lora');

  // The toolbar and the selected text's own actions both offer Fonts; either opens the dialog.
  await page.getByRole('button', { name: 'Fonts', exact: true }).first().click();
  const fonts = page.getByRole('dialog', { name: 'Fonts' });
  await expect(fonts.getByRole('button', { name: 'Lora', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(fonts.getByRole('status')).toHaveText('Current font: Lora');
  // Each font shows the book's title written in it.
  await expect(fonts.getByRole('button', { name: 'DejaVu Serif', exact: true })).toContainText(
    'Summer by the sea',
  );
  await expectTouchFriendly(fonts, fonts.getByRole('list').getByRole('button'));
  await photograph(page, 'fonts', info);
  await fonts.getByRole('button', { name: 'DejaVu Serif', exact: true }).click();
  await expect(fonts).toBeHidden();
  await expect.poll(captionFont).toBe('DejaVu Serif');
  await expect(savedStatus(page)).toBeVisible();
});

test('in Polish the layouts are named in Polish, grouped with Polish plurals', async ({ page }, info) => {
  test.setTimeout(90_000);
  const pl = JSON.parse(
    readFileSync(new URL('../src/i18n/locales/pl-pl/editor.json', import.meta.url), 'utf8'),
  ) as { sync: { saved: string }; toolbar: { next: string }; tools: { templates: string } };
  const print = await printWithPhotos(page, info.project.name, 24);
  expect(print.document.pages[0]!.template).not.toBe('two-columns');
  // The locale cookie wins when the app starts, as when a customer chose Polish before.
  await page
    .context()
    .addCookies([
      { name: 'bindery_locale', value: 'pl-pl', url: new URL('/', info.project.use.baseURL).href },
    ]);
  await page.goto(`/webapp/editor/${print.id}`);
  await expect(page.getByRole('status').filter({ hasText: pl.sync.saved })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: pl.toolbar.next }).click();

  await page.getByRole('button', { name: pl.tools.templates, exact: true }).first().click();
  const layouts = page.getByRole('dialog', { name: pl.tools.templates });
  await expect(layouts.getByRole('heading', { name: '1 zdjęcie', exact: true })).toBeVisible();
  await expect(layouts.getByRole('heading', { name: '2 zdjęcia', exact: true })).toBeVisible();
  await expect(layouts.getByRole('heading', { name: '5 zdjęć', exact: true })).toBeAttached();
  await expect(layouts.getByRole('status')).toContainText('Obecny układ:');
  await expectTouchFriendly(layouts, layouts.getByRole('list').getByRole('button'));
  await photograph(page, 'layouts-pl', info);
  await layouts.getByRole('button', { name: 'Dwa obok siebie', exact: true }).click();
  await expect(layouts).toBeHidden();
  await expect
    .poll(async () => (await serverPrint(page, print.id)).document.pages[0]!.template)
    .toBe('two-columns');
});
