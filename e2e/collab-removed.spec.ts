import type { BrowserContext } from '@playwright/test';
import { signUpByApi, uniqueEmail } from './auth-helpers';
import { typeNewCaption } from './caption-helpers';
import { chooseMore, openEditor, printWithPhotos, savedStatus } from './editor-helpers';
import { expect, type Page, test } from './fixtures';

/** How many live states of the design the phone keeps in IndexedDB (`bindery-live`, one per tab). */
const keptCopies = (page: Page, printId: string) =>
  page.evaluate(
    (id) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('bindery-live');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('states')) return resolve(0);
          const keys = db.transaction('states').objectStore('states').getAllKeys();
          keys.onsuccess = () => {
            resolve(keys.result.filter((k) => String(k).startsWith(`${id}#`)).length);
            db.close();
          };
          keys.onerror = () => reject(keys.error);
        };
      }),
    printId,
  );

/**
 * Issue 54: a member the owner removed must not get the book back from their phone's kept copy.
 * Two phones: the owner shares a book, Bea joins and opens it (her phone keeps it for offline
 * use), the owner removes her from the book's people; Bea reloads and is told she is no longer a
 * member, with the way back to My designs, and no page, tool or "All changes saved" of the book.
 */
test('a removed member who reloads sees the removal and no book', async ({ page, browser }, info) => {
  const print = await printWithPhotos(page, info.project.name, 12);
  const invite = await page.request.post('/webapp/api/print/collab/invite', {
    data: { printId: print.id, permission: 'edit' },
  });
  expect(invite.status()).toBe(201);
  const { token } = (await invite.json()) as { token: string };

  const context: BrowserContext = await browser.newContext({
    ...test.info().project.use,
    baseURL: test.info().project.use.baseURL,
  });
  const bea = await context.newPage();
  await signUpByApi(bea, uniqueEmail('bea-removed', info.project.name), 'Bea');
  expect((await bea.request.post('/webapp/api/print/collab/accept', { data: { token } })).status()).toBe(200);
  await openEditor(bea, print.id);
  await expect(bea.getByRole('navigation', { name: 'Spreads' })).toBeVisible();
  // She writes a caption: her phone keeps the book (and what she did) for offline use.
  await typeNewCaption(bea, 'Bea was here');
  await expect(savedStatus(bea)).toBeVisible();
  await expect.poll(() => keptCopies(bea, print.id)).toBeGreaterThan(0);
  // She leaves the book (to her designs) before the owner removes her: no live stream tells her.
  await bea.goto('/webapp/account/my-designs');

  await openEditor(page, print.id);
  await chooseMore(page, 'Invite people');
  const members = page.getByRole('list', { name: 'Who is in this book' });
  await members.getByRole('button', { name: 'Remove Bea' }).click();
  await members.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(members.getByText('Bea', { exact: true })).toHaveCount(0);

  // She opens the book again: the kept copy used to open, with its tools and "All changes saved".
  expect(await keptCopies(bea, print.id)).toBeGreaterThan(0);
  await bea.goto(`/webapp/editor/${print.id}`);
  const removed = bea.getByRole('alert').filter({ has: bea.getByRole('heading') });
  await expect(
    removed.getByRole('heading', { name: 'You are no longer a member of this book' }),
  ).toBeVisible();
  await expect(bea.getByRole('navigation', { name: 'Spreads' })).toHaveCount(0);
  await expect(bea.getByRole('button', { name: 'Add caption' })).toHaveCount(0);
  await expect(bea.getByText('All changes saved')).toHaveCount(0);
  await bea.screenshot({ path: info.outputPath('bea-removed-after-reload.png') });

  // Nothing of the book is left on her phone to open offline; a reload says the same.
  await expect.poll(() => keptCopies(bea, print.id)).toBe(0);
  await bea.reload();
  await expect(
    removed.getByRole('heading', { name: 'You are no longer a member of this book' }),
  ).toBeVisible();
  await expect(bea.getByRole('navigation', { name: 'Spreads' })).toHaveCount(0);
  await removed.getByRole('link', { name: 'Back to My designs' }).click();
  await expect(bea).toHaveURL(/\/webapp\/account\/my-designs$/);
  await context.close();
});
