import { type Page, test as base } from '@playwright/test';
import { openEditor, printWithPhotos, savedStatus, serverPrint } from './editor-helpers';
import { expect } from './fixtures';
import { typeNewCaption } from './caption-helpers';

/**
 * Two tabs of one browser editing one print keep a draft each, so neither overwrites the other's
 * unsent edits: edits made offline in a tab that is then closed are still there for the next tab.
 * Going offline makes the browser log failed requests and the conflict a 409: only those may pass.
 */
const EXPECTED_NOISE =
  /net::ERR_(INTERNET_DISCONNECTED|NETWORK_CHANGED|ABORTED|CONNECTION|FAILED)|Failed to load resource|status of 409 \(Conflict\)/;

const test = base.extend<{ errors: string[] }>({
  errors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (msg) => {
          if (msg.type() === 'error' && !EXPECTED_NOISE.test(msg.text())) errors.push(msg.text());
        });
        page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

interface StoredDraft {
  tabId: string;
  dirty: boolean;
  document: { theme: string; cover: { frames: { kind: string; text?: string }[] } | null };
}

/** The drafts of a print in this browser's IndexedDB, one per tab. */
function drafts(page: Page, printId: string): Promise<StoredDraft[]> {
  return page.evaluate(
    (id) =>
      new Promise<StoredDraft[]>((resolve, reject) => {
        const open = indexedDB.open('bindery-editor');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result
            .transaction('drafts')
            .objectStore('drafts')
            .getAll(IDBKeyRange.bound(`${id}#`, `${id}#\uffff`));
          get.onsuccess = () => resolve(get.result as StoredDraft[]);
        };
      }),
    printId,
  );
}

const captionsOf = (doc: StoredDraft['document']) =>
  (doc.cover?.frames ?? []).flatMap((f) => (f.kind === 'text' && f.text ? [f.text] : []));

async function prints(page: Page) {
  const res = await page.request.get('/webapp/api/print/list');
  return ((await res.json()) as { prints: { id: string; title: string }[] }).prints;
}

test('offline edits of a closed tab are not overwritten by another tab of the same print', async ({
  page,
  context,
}, info) => {
  test.setTimeout(120_000);
  const print = await printWithPhotos(page, info.project.name, 12);
  const second = await context.newPage();
  await openEditor(page, print.id);
  await openEditor(second, print.id);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

  // The first tab adds a caption, the second changes the theme, both offline.
  await typeNewCaption(page, 'Written in the first tab');
  await second.getByRole('button', { name: 'Themes' }).click();
  await second.getByRole('dialog', { name: 'Themes' }).getByRole('button', { name: 'Night' }).click();

  // Each tab's unsent edit sits in its own draft.
  await expect
    .poll(async () =>
      (await drafts(page, print.id))
        .filter((d) => d.dirty)
        .map((d) => (d.document.theme === 'night' ? 'theme' : captionsOf(d.document).at(-1)))
        .sort(),
    )
    .toEqual(['Written in the first tab', 'theme']);

  // The first tab goes away before it could send its caption, as a phone kills a background tab: its
  // renderer stops at once. (Closing a page through Playwright lifts the offline emulation for that
  // page while it unloads, so its last save would reach the server, which no real closed tab does.)
  const cdp = await context.newCDPSession(page);
  void cdp.send('Page.crash').catch(() => {});
  await page.waitForEvent('crash');
  await page.close();
  await context.setOffline(false);
  await expect(savedStatus(second)).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await serverPrint(second, print.id)).document.theme).toBe('night');

  // A new tab takes over the closed tab's caption; the server has moved on, so it offers the choice.
  const third = await context.newPage();
  await third.goto(`/webapp/editor/${print.id}`);
  const dialog = third.getByRole('alertdialog', { name: 'This design was changed somewhere else' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(dialog).toBeHidden();
  await expect(savedStatus(third)).toBeVisible();

  // Nothing is lost: the caption is in the design, the theme in the copy kept beside it.
  const current = (await serverPrint(third, print.id)).document as unknown as StoredDraft['document'];
  expect(captionsOf(current)).toContain('Written in the first tab');
  const copy = (await prints(third)).find((p) => p.title === 'Summer by the sea (other version)');
  expect(copy, 'the version not chosen is kept as a copy').toBeDefined();
  expect((await serverPrint(third, copy!.id)).document.theme).toBe('night');
  // The closed tab's draft was taken over: the two open tabs hold one draft each.
  await expect.poll(async () => (await drafts(third, print.id)).length).toBe(2);
});
