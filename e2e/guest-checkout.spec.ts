import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PASSWORD, uniqueEmail } from './auth-helpers';
import { expect, test } from './fixtures';
import { printInBasket, useNewAddress } from './order-helpers';

/** Every e-mail in the outbox to `to`, quoted-printable soft breaks undone. */
function mailsTo(to: string): string[] {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  try {
    return readdirSync(dir)
      .map((f) =>
        readFileSync(join(dir, f), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '='),
      )
      .filter((text) => text.includes(`To: ${to}`));
  } catch {
    return [];
  }
}

/** A print made through the API (as the editor would) and put in the basket. */
test('a guest checks out with an e-mail, gets the confirmation, then keeps the order in a new account', async ({
  page,
}, info) => {
  await page.goto('/webapp/welcome');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/webapp\/products\?flow=welcome/);
  await printInBasket(page, 'Guest Summer');

  await page.goto('/webapp/checkout');
  await expect(page).toHaveURL(/\/checkout\/delivery-address$/);
  // The e-mail for the confirmation is asked with the address, on the first step (issue 25).
  const email = page.getByLabel('E-mail for your order confirmation');
  await expect(email).toBeVisible();
  await useNewAddress(page, 'Grace Hopper');
  // Going on without an e-mail says what is missing and stays on the step.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter an e-mail address, e.g. name@example.com.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/delivery-address$/);
  await email.fill('not-an-address');
  await email.blur();
  await expect(page.getByText('Enter an e-mail address, e.g. name@example.com.')).toBeVisible();
  const address = uniqueEmail('guest-buyer', info.project.name);
  await email.fill(address);
  await expect(page.getByText('Enter an e-mail address, e.g. name@example.com.')).toBeHidden();
  await page.screenshot({ path: info.outputPath('guest-address.png'), fullPage: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping-options$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment-methods$/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Continue' }).click();

  // The last screen says where the confirmation goes, and does not ask again.
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await expect(page.getByText(`The confirmation goes to ${address}.`)).toBeVisible();
  await expect(page.getByLabel('E-mail for your order confirmation')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('guest-summary.png'), fullPage: true });
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\?order=/);
  const thanks = page.getByText(/Your order BND-\w+ is confirmed/);
  await expect(thanks).toBeVisible();
  const reference = (await thanks.textContent())?.match(/BND-\w+/)?.[0] ?? '';
  await expect(page.getByText(`A confirmation is on its way to ${address}.`)).toBeVisible();
  await expect
    .poll(() => mailsTo(address).some((m) => m.includes(reference)), { timeout: 30_000 })
    .toBe(true);

  // The offer: a password turns the guest into an account for that address.
  const offer = page.getByRole('region', { name: 'Keep your order in an account' });
  await expect(offer).toBeVisible();
  await page.screenshot({ path: info.outputPath('guest-confirmation.png'), fullPage: true });
  await offer.getByLabel('Password').fill(PASSWORD);
  await offer.getByRole('button', { name: 'Create my account' }).click();
  await expect(offer.getByText('Your account is ready, and your order is in it.')).toBeVisible();
  await offer.getByRole('link', { name: 'See your orders' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: reference })).toBeVisible();
  const session = await (await page.request.get('/webapp/api/auth/session')).json();
  expect(session.user).toMatchObject({ email: address, isGuest: false });
});
