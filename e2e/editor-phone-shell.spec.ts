import { expectNoAxeViolations } from './axe';
import { chooseMore, openEditor, printWithPhotos, savedStatus, serverPrint } from './editor-helpers';
import { expect, test } from './fixtures';

/**
 * The editor's shell (issue 14, "The phone editor"), at phone and desktop size: the book right
 * under a compact editor bar, the everyday tools in view with 44 px targets, the rare ones in a
 * keyboard-operable More menu, "Remove everything" only after a yes, and undo/redo in the bar.
 */
test('the book fills the screen between the editor bar and the tools', async ({ page }, info) => {
  const print = await printWithPhotos(page, info.project.name, 24);
  await openEditor(page, print.id);
  const viewport = page.viewportSize()!;

  // The design's title is the page's h1, in the editor's bar; the site header gives way to it.
  const title = page.getByRole('heading', { level: 1, name: 'Summer by the sea' });
  await expect(title).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to my designs' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to order' })).toBeVisible();

  // The canvas starts right under the bar: no heading, tutorial or row of buttons between them.
  const barBottom = await title.evaluate((h) => h.closest('header')!.getBoundingClientRect().bottom);
  // The canvas has no role of its own; its frames list names it for everything else.
  const canvasTop = (await page.locator('.spread-canvas').boundingBox())!.y;
  expect(canvasTop).toBeGreaterThanOrEqual(barBottom);
  expect(canvasTop - barBottom).toBeLessThanOrEqual(16);

  // The tools are on screen as the editor opens, without scrolling.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const tools = page.getByRole('region', { name: 'Tools' });
  const bar = (await tools.boundingBox())!;
  expect(bar.y).toBeGreaterThanOrEqual(0);
  expect(bar.y + bar.height).toBeLessThanOrEqual(viewport.height);
  const buttons = tools.getByRole('button');
  await expect(buttons).toHaveText(['Photos', 'Layouts', 'Caption', 'Themes', 'Pages', 'More']);
  for (const name of ['Photos', 'Layouts', 'Add caption', 'Themes', 'Add pages', 'More'])
    await expect(tools.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
  for (const button of await buttons.all()) {
    const box = (await button.boundingBox())!;
    const label = (await button.textContent()) ?? '';
    expect(box.width, label).toBeGreaterThanOrEqual(44);
    expect(box.height, label).toBeGreaterThanOrEqual(44);
  }
  // So are the bar's and the spread arrows'.
  for (const name of [
    'Back to my designs',
    'Undo',
    'Redo',
    'Continue to order',
    'Previous spread',
    'Next spread',
  ]) {
    const box = (await page
      .getByRole(name === 'Back to my designs' ? 'link' : 'button', { name })
      .boundingBox())!;
    expect(box.width, name).toBeGreaterThanOrEqual(44);
    expect(box.height, name).toBeGreaterThanOrEqual(44);
  }

  await expectNoAxeViolations(page, 'in the editor as it opens');

  // The drag tutorial is a strip under the book, not above it.
  const tutorial = page.getByRole('region', { name: 'Move photos around' });
  await expect(tutorial).toBeVisible();
  expect((await tutorial.boundingBox())!.y).toBeGreaterThan(canvasTop);

  // The photo tray opens and closes from the Photos tool.
  const photos = tools.getByRole('button', { name: 'Photos', exact: true });
  await expect(photos).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Unused photos' })).toHaveCount(0);
  await photos.click();
  await expect(photos).toHaveAttribute('aria-expanded', 'true');
  const tray = page.getByRole('region', { name: 'Unused photos' });
  // In sight at once, above the tools, however tall the spread is.
  await expect(tray.getByRole('button', { name: 'Add photos' })).toBeInViewport({ ratio: 1 });
  await expect(tray.getByRole('button', { name: /^Unused photos \(\d+\)$/ })).toBeVisible();
  await expectNoAxeViolations(page, 'with the photo tray open');
  await photos.click();
  await expect(tray).toHaveCount(0);
});

test('More opens and closes with the keyboard; Remove everything asks first', async ({ page }, info) => {
  test.setTimeout(90_000);
  const print = await printWithPhotos(page, info.project.name, 24);
  await openEditor(page, print.id);
  const more = page.getByRole('button', { name: 'More', exact: true });
  const menu = page.getByRole('menu', { name: 'More tools' });
  await expect(more).toHaveAttribute('aria-haspopup', 'menu');

  // Enter opens it on its first item; the arrows, Home and End move; Escape closes it and focus returns.
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveText([
    'Suggest captions',
    'Name the people',
    'Shuffle from this page',
    'Add chapter title pages',
    'Invite people',
    'Cover and paper',
    'Remove everything',
  ]);
  await expect(items.first()).toBeFocused();
  await expectNoAxeViolations(page, 'with More open');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Name the people' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Remove everything' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Remove everything' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(more).toBeFocused();
  // The arrows in the menu were the menu's: the spread on screen is still the cover.
  await expect(
    page.getByRole('navigation', { name: 'Spreads' }).getByRole('button', { name: 'Cover', exact: true }),
  ).toHaveAttribute('aria-current', 'page');

  // ArrowUp on the button opens it on its last item; Space picks it; the tool asks before it removes.
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Remove everything' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(menu).toBeHidden();
  const ask = page.getByRole('alertdialog', { name: 'Remove everything?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  // Nothing was removed, and focus is back on More.
  await expect(more).toBeFocused();
  const placed = async () =>
    (await serverPrint(page, print.id)).document.pages.flatMap((p) =>
      p.frames.flatMap((f) => (f.kind === 'photo' && f.photoId ? [f.photoId] : [])),
    ).length;
  const before = await placed();
  expect(before).toBeGreaterThan(0);
  await expect(savedStatus(page)).toBeVisible();
  expect(await placed()).toBe(before);

  // Said yes to, it removes every photo from the pages.
  await chooseMore(page, 'Remove everything');
  await ask.getByRole('button', { name: 'Remove everything' }).click();
  await expect.poll(placed).toBe(0);

  // A click outside closes the menu too.
  await more.click();
  await expect(menu).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'Summer by the sea' }).click();
  await expect(menu).toBeHidden();
});

test('undo and redo from the editor bar; a disabled button looks disabled', async ({ page }, info) => {
  const print = await printWithPhotos(page, info.project.name, 24);
  await openEditor(page, print.id);
  const undo = page.getByRole('button', { name: 'Undo' });
  const redo = page.getByRole('button', { name: 'Redo' });
  await expect(undo).toBeDisabled();
  await expect(redo).toBeDisabled();
  // Faded: a disabled button must not look like one that can be pressed.
  const opacity = (name: string) =>
    page.getByRole('button', { name }).evaluate((el) => Number(getComputedStyle(el).opacity));
  expect(await opacity('Undo')).toBeLessThan(0.6);
  expect(await opacity('Previous spread')).toBeLessThan(0.6);
  expect(await opacity('Next spread')).toBe(1);

  await page.getByRole('region', { name: 'Tools' }).getByRole('button', { name: 'Themes' }).click();
  await page.getByRole('dialog', { name: 'Themes' }).getByRole('button', { name: 'Night' }).click();
  const theme = async () => (await serverPrint(page, print.id)).document.theme;
  await expect.poll(theme).toBe('night');
  await expect(undo).toBeEnabled();
  expect(await opacity('Undo')).toBe(1);

  await undo.click();
  await expect.poll(theme).toBe('classic');
  await expect(redo).toBeEnabled();
  await redo.click();
  await expect.poll(theme).toBe('night');
  await expect(redo).toBeDisabled();
  await expect(savedStatus(page)).toBeVisible();
});
