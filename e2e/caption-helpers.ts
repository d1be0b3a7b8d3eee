import { expect, type Page } from './fixtures';

/**
 * The toolbar's Add caption, as a customer does it: the words typed on the page shown, then Done
 * (the format bar's tick) writes the caption as one step and leaves it selected.
 */
export async function typeNewCaption(page: Page, words: string) {
  await page.getByRole('button', { name: 'Add caption' }).click();
  const box = page.getByRole('textbox', { name: 'Text on the page' });
  await expect(box).toBeFocused();
  await box.fill(words);
  await page.getByRole('toolbar', { name: 'Text format' }).getByRole('button', { name: 'Done' }).click();
  await expect(box).toBeHidden();
}
