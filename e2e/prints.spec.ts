import { join } from 'node:path';
import { expect, PHOTOS_DIR, test } from './fixtures';

const PHOTOS = PHOTOS_DIR;

test('my designs: duplicate, delete, share, open the link elsewhere, copy, revoke', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A design made the ordinary way, as a guest.
  await page.goto('/webapp/new-print/uploader?product=BOOK-SC-20X20');
  await page
    .getByLabel('Choose photos')
    .setInputFiles(['photo-01.jpg', 'photo-02.jpg', 'photo-03.jpg'].map((f) => join(PHOTOS, f)));
  await expect(page.getByText('3 of 3 photos uploaded')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Continue to the editor' }).click();
  await expect(page).toHaveURL(/\/webapp\/editor\/[0-9a-f-]{36}$/);

  await page.goto('/webapp/account/my-designs');
  const list = page.getByRole('list', { name: 'Your designs' });
  const cards = list.getByRole('listitem');
  await expect(cards).toHaveCount(1);
  const title = (await cards.first().getByRole('heading').textContent()) ?? '';
  expect(title.length).toBeGreaterThan(0);
  await expect(cards.first().getByRole('img', { name: `Cover of ${title}` })).toBeVisible();

  // Duplicate, after the duplicate_print confirmation.
  await page.getByRole('button', { name: `Make a copy ${title}` }).click();
  const ask = page.getByRole('alertdialog', { name: 'Make a copy?' });
  await ask.getByRole('button', { name: 'Make a copy' }).click();
  await expect(cards).toHaveCount(2);

  // Delete one, after the delete_print confirmation (cancelling first changes nothing).
  await page
    .getByRole('button', { name: `Delete ${title}` })
    .first()
    .click();
  await page
    .getByRole('alertdialog', { name: 'Delete this design?' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(cards).toHaveCount(2);
  await page
    .getByRole('button', { name: `Delete ${title}` })
    .first()
    .click();
  await page
    .getByRole('alertdialog', { name: 'Delete this design?' })
    .getByRole('button', { name: 'Delete design' })
    .click();
  await expect(cards).toHaveCount(1);

  // Share with view-and-copy.
  await page.getByRole('button', { name: `Share ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Share “${title}”` });
  await expect(dialog.getByText('This design has no share links yet.')).toBeVisible();
  await dialog.getByLabel('People with the link can').selectOption('view-and-copy');
  await dialog.getByRole('button', { name: 'Create a link' }).click();
  const link = dialog.getByLabel('Share link');
  await expect(link).toHaveValue(/\/webapp\/shared-print\?token=[\w-]{43}$/);
  const url = new URL(await link.inputValue());

  // Someone else opens it: read-only pages drawn by render-core, and a way to sign in to copy.
  const other = await browser.newContext({ baseURL });
  const visitor = await other.newPage();
  await visitor.goto(`${url.pathname}${url.search}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'Cover' })).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'Page 1', exact: true })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign in to make your own copy' })).toBeVisible();

  // A signed-in user with the link makes their own copy.
  await page.keyboard.press('Escape');
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByRole('button', { name: 'Make my own copy' }).click();
  await expect(page).toHaveURL(/\/webapp\/editor\/[0-9a-f-]{36}$/);
  await page.goto('/webapp/account/my-designs');
  await expect(cards).toHaveCount(2);

  // Revoke: the link stops working at once. Designs are listed newest first, so the shared one is last.
  await page
    .getByRole('button', { name: `Share ${title}` })
    .last()
    .click();
  const again = page.getByRole('dialog', { name: `Share “${title}”` });
  await again.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(again.getByText('This design has no share links yet.')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await other.close();
});

test('my designs asks a visitor without a session to sign in', async ({ page }) => {
  await page.goto('/webapp/account/my-designs');
  await expect(page.getByRole('heading', { level: 1, name: 'My designs' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
});
