import type { BookDocument } from '../render-core';
import { chooseMore, frames, openEditor, printWithPhotos, savedStatus, serverPrint } from './editor-helpers';
import { expect, type Page, test } from './fixtures';
import { typeNewCaption } from './caption-helpers';

/** Every text frame of the server's document: which page, its words and its font. */
async function texts(page: Page, id: string) {
  const doc = (await serverPrint(page, id)).document;
  return [doc.cover, ...doc.pages].flatMap((p) =>
    (p?.frames ?? []).flatMap((f) =>
      f.kind === 'text' ? [{ pageId: p!.id, text: f.text, font: f.font }] : [],
    ),
  );
}

const caption = async (page: Page, id: string, words: string) =>
  (await texts(page, id)).find((t) => t.text === words) ?? null;

test('a caption gets a font from the Fonts modal; theme fonts come back only after confirming', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const print = await printWithPhotos(page, info.project.name, 24);
  await openEditor(page, print.id);
  await page.getByRole('button', { name: 'Next spread' }).click();

  // Fonts works on a selected text, so a caption comes first; it starts in the theme's body font.
  await expect(page.getByRole('button', { name: 'Fonts' })).toBeHidden();
  await typeNewCaption(page, 'Low tide at noon');
  await expect(frames(page).getByRole('button', { name: 'Text: Low tide at noon' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(async () => (await caption(page, print.id, 'Low tide at noon'))?.font).toBe('Inter');

  // With every text in its theme font there is nothing to switch back.
  await page.getByRole('button', { name: 'Fonts' }).click();
  const fonts = page.getByRole('dialog', { name: 'Fonts' });
  await expect(fonts.getByRole('button', { name: 'Inter' })).toHaveAttribute('aria-pressed', 'true');
  await expect(fonts.getByText("Every text already uses the theme's fonts.")).toBeVisible();
  await expect(fonts.getByRole('button', { name: "Use the theme's fonts everywhere" })).toHaveCount(0);

  // Picking a font changes the caption's font in the server's document.
  await fonts.getByRole('button', { name: 'Lora' }).click();
  await expect(fonts).toBeHidden();
  await expect.poll(async () => (await caption(page, print.id, 'Low tide at noon'))?.font).toBe('Lora');

  // Theme fonts again: the disabled_fonts confirmation; cancelling keeps the chosen font.
  await page.getByRole('button', { name: 'Fonts' }).click();
  await expect(fonts.getByRole('button', { name: 'Lora' })).toHaveAttribute('aria-pressed', 'true');
  await fonts.getByRole('button', { name: "Use the theme's fonts everywhere" }).click();
  const sure = page.getByRole('alertdialog', { name: 'Switch theme fonts back on?' });
  await expect(sure).toContainText('Switching them on replaces your own fonts.');
  await sure.getByRole('button', { name: 'Cancel' }).click();
  await expect(sure).toBeHidden();
  await expect(fonts).toBeVisible();
  await expect(savedStatus(page)).toBeVisible();
  expect((await caption(page, print.id, 'Low tide at noon'))?.font).toBe('Lora');

  // Confirming puts the theme's font back.
  await fonts.getByRole('button', { name: "Use the theme's fonts everywhere" }).click();
  await sure.getByRole('button', { name: 'Use theme fonts' }).click();
  await expect(sure).toBeHidden();
  await expect(fonts).toBeHidden();
  await expect.poll(async () => (await caption(page, print.id, 'Low tide at noon'))?.font).toBe('Inter');
  // One undo takes the whole switch back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await caption(page, print.id, 'Low tide at noon'))?.font).toBe('Lora');
});

/** Every photo taken on England's summer bank holiday 2026, so the local suggester has an event. */
const onBankHoliday = (doc: BookDocument) => {
  for (const p of doc.photos) p.takenAt = `2026-08-31${p.takenAt!.slice(10)}`;
};

test('caption ideas: real captions, dismiss one, use one as it is, edit one before using it; the AI information says where', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const print = await printWithPhotos(page, info.project.name, 24, onBankHoliday);
  await openEditor(page, print.id);
  await page.getByRole('button', { name: 'Next spread' }).click();
  const firstPage = print.document.pages[0]!.id;

  // Without OPENAI_API_KEY the app writes captions from the holiday, the place, the season and time
  // of day, the weekday: never the date alone.
  await chooseMore(page, 'Suggest captions');
  const ideas = page.getByRole('dialog', { name: 'Caption ideas' });
  await expect(ideas.getByLabel('Idea 1')).toHaveValue('Summer bank holiday in Bilbao');
  await expect(ideas.getByLabel('Idea 2')).toHaveValue(/^A summer (morning|day|evening|night) in Bilbao$/);
  await expect(ideas.getByLabel('Idea 3')).toHaveValue('Bilbao in August 2026');
  const all = ideas.getByRole('list').getByRole('textbox');
  for (const value of await all.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)))
    expect(value).not.toMatch(/^\d{1,2} \w+ \d{4}$/);

  // Naming who is in the photos gives an idea with them in it.
  await ideas.getByLabel('Who is in these photos?').fill('Anna');
  await ideas.getByRole('button', { name: 'Save name' }).click();
  await expect(ideas.getByLabel('Idea 2')).toHaveValue('Anna in Bilbao');
  await expect(ideas.getByLabel('Who is in these photos?')).toHaveValue('');
  await page.screenshot({ path: info.outputPath('caption-ideas.png'), animations: 'disabled' });

  // The information modal opens over the ideas and says what is sent where.
  await ideas.getByRole('button', { name: 'How caption ideas work' }).click();
  const about = page.getByRole('dialog', { name: 'About caption ideas' });
  await expect(about).toContainText(
    "Ideas are made on Bindery's own server. Nothing is sent to any other company.",
  );
  await expect(about).toContainText('Your photos themselves are never sent.');
  await expect(about).toContainText('the places, the names you gave people');
  await page.screenshot({ path: info.outputPath('caption-information.png'), animations: 'disabled' });
  await about.getByRole('button', { name: 'Close' }).click();
  await expect(about).toBeHidden();
  await expect(ideas).toBeVisible();

  // Dismiss the month idea; nothing reaches the document.
  const idea = (n: number) => ideas.getByRole('listitem').filter({ has: page.getByLabel(`Idea ${n}`) });
  const before = await all.count();
  await expect(ideas.getByLabel('Idea 4')).toHaveValue('Bilbao in August 2026');
  await idea(4).getByRole('button', { name: 'Dismiss' }).click();
  await expect(all).toHaveCount(before - 1);
  await expect(ideas.getByLabel('Idea 2')).toHaveValue('Anna in Bilbao');
  expect(await texts(page, print.id)).toEqual(
    (await texts(page, print.id)).filter((t) => !t.text.includes('Bilbao')),
  );

  // Edit the second idea, then use it: it becomes the page's caption.
  await ideas.getByLabel('Idea 2').fill('Anna on the beach in Bilbao');
  await idea(2).getByRole('button', { name: 'Use' }).click();
  await expect(ideas).toBeHidden();
  await expect(
    frames(page).getByRole('button', { name: 'Text: Anna on the beach in Bilbao' }),
  ).toBeAttached();
  await expect
    .poll(async () => (await caption(page, print.id, 'Anna on the beach in Bilbao'))?.pageId)
    .toBe(firstPage);

  // Another time, use an idea just as it is.
  await chooseMore(page, 'Suggest captions');
  await expect(ideas.getByLabel('Idea 1')).toHaveValue('Summer bank holiday in Bilbao');
  await idea(1).getByRole('button', { name: 'Use' }).click();
  await expect(ideas).toBeHidden();
  await expect
    .poll(async () => (await caption(page, print.id, 'Summer bank holiday in Bilbao'))?.pageId)
    .toBe(firstPage);
  await expect(savedStatus(page)).toBeVisible();

  // Typing a new caption on the page, an idea chip fills in the words, and only Done adds it.
  await frames(page).getByRole('button', { name: 'Text: Anna on the beach in Bilbao' }).focus();
  await page.getByRole('button', { name: 'Previous spread' }).click();
  await page.getByRole('button', { name: 'Next spread' }).click();
  await page.getByRole('button', { name: 'Add caption' }).click();
  const words = page.getByRole('textbox', { name: 'Text on the page' });
  const bar = page.getByRole('toolbar', { name: 'Text format' });
  const chips = bar.getByRole('group', { name: 'Ideas' });
  await chips.getByRole('button', { name: 'Anna in Bilbao' }).click();
  await expect(words).toHaveValue('Anna in Bilbao');
  expect(await caption(page, print.id, 'Anna in Bilbao')).toBeNull();
  await bar.getByRole('button', { name: 'Done' }).click();
  await expect(words).toBeHidden();
  await expect.poll(async () => (await caption(page, print.id, 'Anna in Bilbao'))?.pageId).toBe(firstPage);
});
