import { join } from 'node:path';
import { signUpByApi, uniqueEmail } from './auth-helpers';
import { openEditor, openPhotoTray, printWithPhotos, serverPrint } from './editor-helpers';
import { expect, PHOTOS_DIR, test } from './fixtures';

const PICKED = Array.from({ length: 10 }, (_, i) => `photo-${String(i + 1).padStart(2, '0')}.jpg`);

/**
 * Issue 27: a contributor adds 10 photos that appear in the owner's tray. The invite goes through
 * the API (the invite screen is its own journey); the contributor's page and the owner's editor
 * are driven as people use them, at 360x740 in two browsers.
 */
test('a contributor adds 10 photos that reach the owner’s tray, marked with who added them', async ({
  page,
  browser,
}, info) => {
  test.skip(info.project.name !== 'phone', 'a phone journey');
  test.setTimeout(180_000);
  const print = await printWithPhotos(page, info.project.name, 20);
  const invited = await page.request.post('/webapp/api/print/collab/invite', {
    data: { printId: print.id, permission: 'contribute' },
  });
  expect(invited.status()).toBe(201);
  const { token } = (await invited.json()) as { token: string };

  const use = info.project.use;
  const context = await browser.newContext({
    baseURL: new URL(page.url() === 'about:blank' ? String(use.baseURL) : page.url()).origin,
    viewport: use.viewport,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    userAgent: use.userAgent,
  });
  try {
    const ana = await context.newPage();
    const errors: string[] = [];
    ana.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    ana.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    await signUpByApi(ana, uniqueEmail('contributor', info.project.name), 'Ana');
    expect((await ana.request.post('/webapp/api/print/collab/accept', { data: { token } })).status()).toBe(
      200,
    );

    await ana.goto(`/webapp/contribute/${print.id}`);
    await expect(ana.getByRole('heading', { name: `Adding to “${print.title}”` })).toBeVisible();
    await ana.getByLabel('Add photos').setInputFiles(PICKED.map((f) => join(PHOTOS_DIR, f)));
    await expect(
      ana.getByRole('status').filter({ hasText: `10 photos added to ${print.title}` }),
    ).toBeVisible({
      timeout: 90_000,
    });
    const added = ana.getByRole('list', { name: 'What you added' }).getByRole('listitem');
    await expect(added).toHaveText(PICKED);
    expect(errors).toEqual([]);

    // The owner's design has them, and the server has made their pictures.
    const before = new Set(print.document.photos.map((p) => p.id));
    const fresh = (await serverPrint(page, print.id)).document.photos.filter((p) => !before.has(p.id));
    expect(fresh).toHaveLength(10);
    for (const photo of fresh) {
      await expect
        .poll(async () => (await page.request.get(`/webapp/api/photo/${photo.id}/thumb`)).status(), {
          timeout: 30_000,
        })
        .toBe(200);
    }

    // The owner opens the editor (a reload shows them; live arrival is the live link's journey).
    await openEditor(page, print.id);
    const tray = await openPhotoTray(page);
    // Drawn from the server's pictures: the owner's device never had these photos.
    await expect(tray.getByRole('button', { name: /^Unused photo \d+/ })).toHaveCount(10);
    // Marked on a shared design (the editor session's collab.live, set by the live link).
    await expect(tray.getByRole('button', { name: /Added by Ana/ })).toHaveCount(10);
  } finally {
    await context.close();
  }
});
