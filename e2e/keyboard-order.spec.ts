import { join } from 'node:path';
import type { FileChooser, Locator } from '@playwright/test';
import { uniqueEmail } from './auth-helpers';
import { serverPrint } from './editor-helpers';
import { expect, PHOTOS_DIR, type Page, test } from './fixtures';

/**
 * Issue 25, "The phone editor customers love": a keyboard-only customer builds and orders a book.
 * Only keys: Tab, Shift+Tab, Enter, Space, the arrows, Escape and typing. The one step that is the
 * browser's own is the file chooser that Enter on "Choose photos" opens: the journey answers it
 * with the fixture photos, as the customer would pick them there.
 */

type Role = Parameters<Page['getByRole']>[0];

/** Whether focus is on one of the elements `target` finds. */
const focusedOn = (target: Locator) =>
  target.evaluateAll((els) => els.some((el) => el === document.activeElement)).catch(() => false);

/** What has focus, for the failure message. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `<${el.tagName.toLowerCase()}> "${name}"`;
  });

/**
 * Presses Tab (Shift+Tab with `back`) until the element with this role and name has focus, as a
 * keyboard user moves through the page; fails saying where focus got stuck after `limit` presses.
 */
async function tabTo(
  page: Page,
  role: Role,
  name: string | RegExp,
  options: { within?: Locator; back?: boolean; limit?: number } = {},
): Promise<Locator> {
  const { within, back = false, limit = 80 } = options;
  const target = (within ?? page).getByRole(role, { name, exact: typeof name === 'string' });
  await expect(target.first()).toBeAttached();
  for (let i = 0; i < limit; i++) {
    if (await focusedOn(target)) return target;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  if (await focusedOn(target)) return target;
  throw new Error(
    `${limit} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach the ${role} "${name}"; focus is on ${await describeFocus(page)}`,
  );
}

/** The focused element (or, for a visually hidden input, its label) shows a focus ring. */
async function expectFocusRing(page: Page, where: string) {
  const ring = await page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused) return null;
    const el = focused.classList.contains('visually-hidden')
      ? (focused.closest('label') ?? focused)
      : focused;
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(ring, `something has focus ${where}`).not.toBeNull();
  expect(ring!.style, `the focus ring's outline ${where}`).not.toBe('none');
  expect(ring!.width, `the focus ring's width ${where}`).toBeGreaterThanOrEqual(2);
}

// No wait of this journey is unbounded: a file chooser that never opened, or a screenshot that
// never came, held a CI run's first try to the 240 s timeout with no word of which step it was.
test.use({ actionTimeout: 30_000 });

// A keyboard user is at a desk: the desktop project runs this one only (playwright.config.ts).
test('a keyboard-only customer makes a photo book and pays for it', async ({ page }, info) => {
  test.setTimeout(240_000);
  // Playwright starts catching file choosers when the first listener comes, without waiting for
  // the browser to be told. A listener added just before the Enter below lost that race in CI
  // (focus on the input, no chooser caught: a keypress is a single fast message, unlike a click);
  // added here, before the page is even visited, the browser knows long before the Enter.
  const choosers: FileChooser[] = [];
  page.on('filechooser', (chooser) => choosers.push(chooser));
  await page.goto('/webapp/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Home: "Start your photo book".
  await tabTo(page, 'link', 'Start your photo book', { within: page.getByRole('main') });
  await expectFocusRing(page, 'on "Start your photo book"');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Add your photos' })).toBeVisible();

  // Enter on "Choose photos" opens the browser's file chooser; the photos are picked there.
  await tabTo(page, 'button', 'Choose photos');
  await expectFocusRing(page, 'on "Choose photos"');
  await page.keyboard.press('Enter');
  await expect
    .poll(() => choosers.length, {
      message: `Enter on "Choose photos" opened a file chooser (focus: ${await describeFocus(page)})`,
    })
    .toBe(1);
  await choosers[0]!.setFiles(
    ['photo-08.jpg', 'photo-11.jpg', 'photo-17.jpg', 'photo-02.jpg'].map((f) => join(PHOTOS_DIR, f)),
  );
  await expect(page.getByText('4 of 4 photos uploaded')).toBeVisible({ timeout: 90_000 });
  await tabTo(page, 'button', 'Continue to the editor');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/webapp\/editor\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const printId = page.url().split('/').pop() ?? '';
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 30_000,
  });

  // The first inner spread, where the photos are.
  await tabTo(page, 'button', 'Next spread');
  await page.keyboard.press('Enter');
  const frames = page.getByRole('list', { name: 'Frames on this spread' });
  await expect(frames.getByRole('button', { name: /^Photo \d+$/ }).first()).toBeVisible();
  const names = await frames
    .getByRole('button')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  const from = names.find((n) => /^Photo \d+$/.test(n))!;
  const to = names.find((n) => n !== from && /^(Photo|Empty photo frame) \d+$/.test(n));
  expect(to, `another photo frame on the spread beside ${from}: ${names.join(', ')}`).toBeDefined();
  const photoIn = async (name: string) =>
    frames.getByRole('button', { name, exact: true }).getAttribute('data-photo-id');
  const moving = await photoIn(from);
  expect(moving).toBeTruthy();

  // The photo's frame, selected with Enter; "Move", then the frame it goes to.
  const source = await tabTo(page, 'button', from, { within: frames });
  await expectFocusRing(page, `on the frame "${from}"`);
  await page.keyboard.press('Enter');
  await expect(source).toHaveAttribute('aria-pressed', 'true');
  const actions = page.getByRole('group', { name: 'Photo actions' });
  await tabTo(page, 'button', 'Move', { within: actions });
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Now choose the frame to move this photo to' }),
  ).toBeVisible();
  await expect(actions.getByRole('button', { name: "Don't move" })).toBeFocused();
  await page.screenshot({ path: info.outputPath('keyboard-move-photo.png') });
  const target = await tabTo(page, 'button', to!, { within: frames, back: true });
  await page.keyboard.press('Enter');
  await expect.poll(() => photoIn(to!)).toBe(moving);
  await expect(target).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () =>
      (await serverPrint(page, printId)).document.pages.some((p) =>
        p.frames.some((f) => f.kind === 'photo' && f.photoId === moving),
      ),
    )
    .toBe(true);

  // A caption on the photo's page, typed on the page; Done keeps it.
  await tabTo(page, 'button', 'Caption', { within: actions });
  await page.keyboard.press('Enter');
  const words = page.getByRole('textbox', { name: 'Text on the page' });
  await expect(words).toBeFocused();
  await page.keyboard.type('Our summer by the sea');
  await tabTo(page, 'button', 'Done', { within: page.getByRole('toolbar', { name: 'Text format' }) });
  await page.keyboard.press('Enter');
  await expect(words).toHaveCount(0);
  await expect
    .poll(async () =>
      (await serverPrint(page, printId)).document.pages.some((p) =>
        p.frames.some((f) => f.kind === 'text' && f.text === 'Our summer by the sea'),
      ),
    )
    .toBe(true);

  // The order step: another cover or paper with the arrow keys, then the basket.
  await tabTo(page, 'button', 'Continue to order');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible({
    timeout: 20_000,
  });
  const options = page.getByRole('radio');
  const first = await options.first().getAttribute('value');
  await tabTo(page, 'radio', /./);
  await expectFocusRing(page, 'on the first cover and paper option');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { checked: true })).not.toHaveAttribute('value', first ?? '');
  // Four photos on a 20-page book leave blank pages: the print checks list them, each with Fix,
  // and the customer's yes is "Order anyway" (issue 53), reached by the keyboard like the rest.
  await expect(page.getByRole('region', { name: 'Print checks' })).toBeVisible();
  await tabTo(page, 'button', 'Order anyway');
  await expectFocusRing(page, 'on "Order anyway"');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible({ timeout: 20_000 });

  // Checkout as a guest: an e-mail and an address, the standard delivery, the sandbox's good card.
  await tabTo(page, 'link', 'Go to checkout');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/delivery-address$/);
  await tabTo(page, 'textbox', 'E-mail for your order confirmation');
  const email = uniqueEmail('keyboard', info.project.name);
  await page.keyboard.type(email);
  await tabTo(page, 'button', 'Use a new address');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New delivery address' });
  await expect(dialog).toBeVisible();
  for (const [label, value] of [
    ['Full name', 'Grace Hopper'],
    ['Address line 1', '12 St James Square'],
    ['Town or city', 'London'],
    ['Postcode', 'SW1Y 4JH'],
  ] as const) {
    await tabTo(page, 'textbox', label, { within: dialog });
    await page.keyboard.type(value);
  }
  await tabTo(page, 'button', 'Save and use', { within: dialog });
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: /12 St James Square/ })).toBeChecked();
  await tabTo(page, 'button', 'Continue');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/shipping-options$/);
  await tabTo(page, 'button', 'Continue');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/payment-methods$/);
  for (const [label, value] of [
    ['Card number', '4242 4242 4242 4242'],
    ['Expiry date', '12/30'],
    ['Security code', '123'],
  ] as const) {
    await tabTo(page, 'textbox', label);
    await page.keyboard.type(value);
  }
  await tabTo(page, 'button', 'Continue');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await tabTo(page, 'button', /^Pay /);
  await expectFocusRing(page, 'on "Pay"');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/confirmation\?order=/, { timeout: 30_000 });
  await expect(page.getByText(/Your order BND-\w+ is confirmed/)).toBeVisible();
  await expect(page.getByText(`A confirmation is on its way to ${email}.`)).toBeVisible();
  await page.screenshot({ path: info.outputPath('keyboard-order-confirmation.png'), fullPage: true });
});
