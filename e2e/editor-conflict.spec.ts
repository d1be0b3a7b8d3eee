import { openEditor, printWithPhotos, savedStatus, serverPrint } from './editor-helpers';
import { type Page, test as base } from '@playwright/test';
import { expect } from './fixtures';
import { typeNewCaption } from './caption-helpers';
import { expectNoAxeViolations } from './axe';

/**
 * The conflict journey: two tabs edit the same print; the second save gets a 409 and the choice.
 * Whatever is chosen, the other version is kept as a print of its own, so nothing is lost.
 */
/** The 409 is the point of this journey; Chromium logs it, and any other console error fails. */
const test = base.extend<{ errors: string[] }>({
  errors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !/status of 409 \(Conflict\)/.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

async function setTheme(page: Page, name: string) {
  await page.getByRole('button', { name: 'Themes' }).click();
  await page.getByRole('dialog', { name: 'Themes' }).getByRole('button', { name }).click();
}

async function addCaption(page: Page, words: string) {
  await typeNewCaption(page, words);
}

async function prints(page: Page) {
  const res = await page.request.get('/webapp/api/print/list');
  return ((await res.json()) as { prints: { id: string; title: string }[] }).prints;
}

const captionsOf = (doc: { cover: { frames: { kind: string; text?: string }[] } | null }) =>
  (doc.cover?.frames ?? []).flatMap((f) => (f.kind === 'text' && f.text ? [f.text] : []));

for (const choice of ['Keep mine', 'Take theirs'] as const) {
  test(`a conflicting save offers the choice: ${choice}`, async ({ page, context }, info) => {
    test.setTimeout(90_000);
    const print = await printWithPhotos(page, info.project.name, 12);
    const other = await context.newPage();
    await openEditor(page, print.id);
    await openEditor(other, print.id);

    await setTheme(other, 'Night');
    await expect(savedStatus(other)).toBeVisible();
    await expect.poll(async () => (await serverPrint(page, print.id)).document.theme).toBe('night');

    await addCaption(page, 'Mine, from the first tab');
    const dialog = page.getByRole('alertdialog', { name: 'This design was changed somewhere else' });
    await expect(dialog).toBeVisible();
    // It takes focus (its heading), so the keyboard acts on it: Tab to the choice, Enter.
    await expect(
      dialog.getByRole('heading', { name: 'This design was changed somewhere else' }),
    ).toBeFocused();
    await expectNoAxeViolations(page, 'on the conflict panel', { include: '.conflict-panel' });
    const action = dialog.getByRole('button', { name: choice });
    // The actions follow the heading in the tab order: Keep mine first, then Take theirs.
    for (let tabs = choice === 'Keep mine' ? 1 : 2; tabs > 0; tabs -= 1) await page.keyboard.press('Tab');
    await expect(action).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(savedStatus(page)).toBeVisible();

    const current = (await serverPrint(page, print.id)).document;
    const copy = (await prints(page)).find((p) => p.title === 'Summer by the sea (other version)');
    expect(copy, 'the version not chosen is kept as a copy').toBeDefined();
    const kept = (await serverPrint(page, copy!.id)).document;
    if (choice === 'Keep mine') {
      expect(captionsOf(current)).toContain('Mine, from the first tab');
      expect(current.theme).toBe('classic');
      expect(kept.theme).toBe('night');
    } else {
      expect(current.theme).toBe('night');
      expect(captionsOf(current)).not.toContain('Mine, from the first tab');
      expect(captionsOf(kept)).toContain('Mine, from the first tab');
      await expect(
        page.getByRole('list', { name: 'Frames on this spread' }).getByRole('button', { name: /Mine, from/ }),
      ).toHaveCount(0);
    }
    await other.close();
  });
}
