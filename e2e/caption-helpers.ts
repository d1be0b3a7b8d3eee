import type { BookDocument } from '../render-core';
import { captionFrame } from '../render-core/testing/sample-book';
import { expect, type Page } from './fixtures';

/** Puts a caption `text` with id `id` on the first inner page (made before the journey opens the book). */
export function captionOnFirstPage(id: string, text: string) {
  return (doc: BookDocument) => {
    doc.pages[0]!.frames.push(captionFrame(id, text));
  };
}

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
