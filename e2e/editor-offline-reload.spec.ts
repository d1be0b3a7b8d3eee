import { type Page, test as base } from '@playwright/test';
import { frames, openEditor, printWithPhotos, savedStatus, serverPrint } from './editor-helpers';
import { expect } from './fixtures';
import { typeNewCaption } from './caption-helpers';

/**
 * Issue 15: an editor reloaded on a connection that reaches no server (the browser thinks it is
 * online; every API call fails) opens this device's unsent draft with an offline notice, never
 * "Sign in to open this design", and sends the draft once the server answers again. The failed
 * calls are logged by the browser, so this spec checks the console itself and lets only those pass.
 */
const NETWORK_NOISE =
  /net::ERR_(INTERNET_DISCONNECTED|NETWORK_CHANGED|ABORTED|CONNECTION|FAILED)|Failed to load resource|CLIENT_SESSION_ERROR|ClientFetchError|Failed to fetch/;

const test = base.extend<{ errors: string[] }>({
  errors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !NETWORK_NOISE.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

// The service worker is what this journey is about (it is blocked in most: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Every API call fails as if the network reached nothing; the page itself still loads. */
const noServer = (page: Page) => page.route('**/webapp/api/**', (route) => route.abort('connectionfailed'));

test('a reload that reaches no server opens the unsent draft offline, then sends it', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const print = await printWithPhotos(page, info.project.name, 24);
  await openEditor(page, print.id);

  await noServer(page);
  await typeNewCaption(page, 'Kept on this phone');
  await expect(page.getByRole('status').filter({ hasText: 'changes are kept on this device' })).toBeVisible({
    timeout: 20_000,
  });

  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: 'your changes are kept on this device and will be sent' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Sign in to open this design.')).toBeHidden();
  await expect(frames(page).getByRole('button', { name: 'Text: Kept on this phone' })).toBeAttached();
  await page.screenshot({ path: info.outputPath('editor-no-server.png') });
  // Nothing reached the server (the test's own requests do not go through the page's routes).
  expect((await serverPrint(page, print.id)).revision).toBe(print.revision);

  // The server answers again: the queue's next try sends the draft.
  await page.unroute('**/webapp/api/**');
  await expect(savedStatus(page)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('your changes are kept on this device and will be sent')).toBeHidden();
  const doc = (await serverPrint(page, print.id)).document;
  expect(doc.cover?.frames.some((f) => f.kind === 'text' && f.text === 'Kept on this phone')).toBe(true);
});

test('a visitor who is not signed in is asked to sign in (the server answered 401)', async ({
  page,
}, info) => {
  const print = await printWithPhotos(page, info.project.name, 4);
  await page.context().clearCookies();
  await page.goto(`/webapp/editor/${print.id}`);
  await expect(page.getByText('Sign in to open this design.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Sign in' }).last()).toBeVisible();
});
