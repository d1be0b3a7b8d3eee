import type { BookDocument } from '../render-core';
import { expectNoAxeViolations } from './axe';
import { printWithPhotos, serverPrint } from './editor-helpers';
import { expect, type Page, test } from './fixtures';
import { setLocaleCookie, translator } from './shell-i18n';

/**
 * The first inner page's photos were taken one July evening in Seville, with Anna and Ben on them
 * (the names the customer gave in People).
 */
const inSeville = (doc: BookDocument) => {
  const onPage = new Set(
    doc.pages[0]!.frames.flatMap((f) => (f.kind === 'photo' && f.photoId ? [f.photoId] : [])),
  );
  for (const photo of doc.photos) {
    if (!onPage.has(photo.id)) continue;
    photo.takenAt = '2026-07-05T20:30:00';
    photo.place = 'Sevilla (ES)';
    photo.people = ['Anna', 'Ben'];
  }
};

/** The captions on the first inner page as the server keeps them. */
async function savedCaptions(page: Page, id: string): Promise<string[]> {
  const doc = (await serverPrint(page, id)).document;
  return doc.pages[0]!.frames.flatMap((f) => (f.kind === 'text' ? [f.text] : []));
}

/** Nothing on the page wider than the phone's screen. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

for (const [locale, idea] of [
  ['en', 'Anna and Ben in Sevilla'],
  ['de-de', 'Mit Anna und Ben in Sevilla'],
] as const) {
  test(`Add caption types on the page shown, an idea fills the box, Done adds it and Undo takes it away (${locale})`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    const t = translator(locale);
    const print = await printWithPhotos(page, info.project.name, 24, inSeville);
    await setLocaleCookie(page, locale);
    await page.goto(`/webapp/editor/${print.id}`);
    await expect(page.getByRole('status').filter({ hasText: t('editor:sync.saved') })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: t('editor:toolbar.next') }).click();
    // "Page 2 of 24" under the canvas, in the customer's words.
    const pattern = t('editor-canvas:view.page', { n: '#', total: '#' }).replace(
      /[.*+?^${}()|[\]\\]/g,
      '\\$&',
    );
    const pageLabel = page.getByText(new RegExp(`^${pattern.replaceAll('#', '\\d+')}$`));
    await expect(pageLabel).toBeVisible();

    // Add caption: no form, the words are typed where they will be printed.
    await page.getByRole('button', { name: t('editor:tools.addCaption') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const words = page.getByRole('textbox', { name: t('editor-canvas:typing.label') });
    await expect(words).toBeFocused();
    await expect(words).toHaveValue('');
    const bar = page.getByRole('toolbar', { name: t('editor-canvas:typing.bar') });
    const ideas = bar.getByRole('group', { name: t('captions:ideas') });
    await expect(ideas.getByRole('button', { name: idea })).toBeVisible();
    // Real captions, never a date alone.
    for (const text of await ideas.getByRole('button').allInnerTexts()) expect(text).toMatch(/\p{L}{3}/u);
    await expectNoSidewaysScroll(page);
    // The format bar would cover the page label half-read: it steps aside while typing.
    await expect(pageLabel).toBeHidden();
    const chips = await ideas.boundingBox();
    const screenWidth = page.viewportSize()!.width;
    expect(chips && chips.x >= 0 && chips.x + chips.width <= screenWidth).toBe(true);
    await page.screenshot({ path: info.outputPath(`caption-ideas-${locale}.png`) });
    if (locale === 'en') await expectNoAxeViolations(page, 'while typing a new caption with its ideas');

    // One tap puts the idea in the box; nothing is on the page until Done.
    await ideas.getByRole('button', { name: idea }).click();
    await expect(words).toHaveValue(idea);
    expect(await savedCaptions(page, print.id)).toEqual([]);
    await bar.getByRole('button', { name: t('editor-canvas:typing.done') }).click();
    await expect(bar).toBeHidden();
    await expect(pageLabel).toBeVisible();
    await expect.poll(() => savedCaptions(page, print.id)).toEqual([idea]);

    // One step: Undo takes the caption off the page again.
    await page.getByRole('button', { name: t('editor:toolbar.undo'), exact: true }).click();
    await expect.poll(() => savedCaptions(page, print.id)).toEqual([]);
  });
}
