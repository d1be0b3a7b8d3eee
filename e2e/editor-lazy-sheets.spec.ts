import { openEditor, printWithPhotos } from './editor-helpers';
import { expect, test } from './fixtures';

/**
 * The editor's sheets download when first opened (or in idle time after the first spread): the
 * dialog opens at once, a lost download says so with a retry, and Escape closes one still loading.
 */
test('a sheet whose code is lost says so and opens on retry; Escape closes one still loading', async ({
  page,
  consoleErrors,
}, info) => {
  test.setTimeout(90_000);
  const print = await printWithPhotos(page, info.project.name, 8);
  // The Themes sheet's code is lost (a dropped connection) until the customer retries.
  let lose = true;
  await page.route(/\/ThemesModal-[\w-]+\.js$/, (route) =>
    lose ? route.abort('internetdisconnected') : route.continue(),
  );
  // The Layouts sheet's code arrives only when the test lets it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/TemplatesModal-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openEditor(page, print.id);
  // The sheets' code is warmed once the first spread has painted, never before it.
  const warmedAfterSpread = () =>
    page.evaluate(() => {
      const spread = performance.getEntriesByName('bindery:first-spread')[0]?.startTime;
      const fonts = performance
        .getEntriesByType('resource')
        .find((e) => /\/FontsModal-[\w-]+\.js$/.test(e.name))?.startTime;
      return spread === undefined || fonts === undefined ? 'not yet' : fonts > spread;
    });
  await expect.poll(warmedAfterSpread).toBe(true);
  // Past the cover, whose Layouts sheet only says it keeps its own layout.
  await page.getByRole('button', { name: 'Next spread' }).click();

  await page.getByRole('button', { name: 'Themes' }).click();
  const lost = page.getByRole('dialog', {
    name: 'This could not be opened. Check your connection and try again.',
  });
  await expect(lost.getByRole('alert')).toBeVisible();
  const retry = lost.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeFocused();
  // The lost download's own report in the console is expected (it may arrive a moment later).
  const lostReport = (e: string) => e.includes('ERR_INTERNET_DISCONNECTED');
  await expect.poll(() => consoleErrors.some(lostReport)).toBe(true);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !lostReport(e)));
  lose = false;
  await retry.click();
  const themes = page.getByRole('dialog', { name: 'Themes' });
  await expect(themes.getByRole('button', { name: 'Classic', exact: true })).toBeVisible();
  // Focus starts on the sheet's first control, as for a sheet that opens loaded.
  await expect(themes.locator(':focus')).toHaveCount(1);
  await expect(themes.getByRole('button', { name: 'Close' })).not.toBeFocused();
  await page.keyboard.press('Escape');
  await expect(themes).toBeHidden();

  const layoutsButton = page.getByRole('button', { name: 'Layouts' });
  await layoutsButton.click();
  const loading = page.getByRole('dialog', { name: 'Loading…' });
  await expect(loading.getByRole('status')).toHaveText('Loading…');
  await page.keyboard.press('Escape');
  await expect(loading).toBeHidden();
  await expect(layoutsButton).toBeFocused();
  release();
  await layoutsButton.click();
  await expect(page.getByRole('dialog', { name: 'Page layouts' })).toBeVisible();
});
