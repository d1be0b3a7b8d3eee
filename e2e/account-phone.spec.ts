import { signUp } from './auth-helpers';
import { expect, type Page, test } from './fixtures';

/**
 * Issue 15: a long e-mail address (60 characters) never makes the account pages wider than the
 * phone: no sideways scrolling at 360 px, and the address stays readable in full (it wraps, or
 * its element carries it whole as a title).
 */
function longEmail(project: string): string {
  // One unbroken word, as most addresses are: nothing to wrap at.
  const local = `averylongmailboxname.${project}.${Date.now().toString(36)}`;
  const domain = '@example.com';
  return `${local.padEnd(60 - domain.length, 'x')}${domain}`;
}

async function noSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: page.url() })
    .toBeLessThanOrEqual(width);
}

/** The address is on screen whole: not cut off by its box, or readable from its title. */
async function readable(page: Page, email: string) {
  const holder = page.getByText(email).first();
  await expect(holder).toBeVisible();
  const width = page.viewportSize()!.width;
  const shown = await holder.evaluate(
    (el, [full, screen]) => {
      const clipped = el.scrollWidth > el.clientWidth + 1;
      const titled = el.closest('[title]')?.getAttribute('title') === full;
      const box = el.getBoundingClientRect();
      return { clipped, titled, inside: box.right <= Number(screen) + 0.5 };
    },
    [email, String(width)] as const,
  );
  expect(shown.inside, 'the address ends inside the screen').toBe(true);
  expect(!shown.clipped || shown.titled, 'the address is readable in full').toBe(true);
}

test('account pages fit a phone with a 60-character e-mail address', async ({ page }, info) => {
  test.setTimeout(90_000);
  const email = longEmail(info.project.name);
  expect(email).toHaveLength(60);
  await signUp(page, email);

  await page.goto('/webapp/account');
  await expect(page.getByRole('heading', { name: 'Hello, Ann' })).toBeVisible();
  await readable(page, email);
  await noSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath('account.png'), fullPage: true });

  for (const path of [
    '/webapp/account/profile',
    '/webapp/account/settings',
    '/webapp/account/address-book',
    '/webapp/account/saved-cards',
    '/webapp/account/my-designs',
    '/webapp/account/order/history',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await noSidewaysScroll(page);
  }
  await page.goto('/webapp/account/settings');
  await readable(page, email);
  await page.screenshot({ path: info.outputPath('settings.png'), fullPage: true });
});
