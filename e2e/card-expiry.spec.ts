import { test as base } from '@playwright/test';
import { signUpByApi, uniqueEmail } from './auth-helpers';
import { expect } from './fixtures';

/**
 * The console must stay clean, except for the one 400 this journey asks for on purpose: the
 * gateway's tokeniser refusing a card that expired (the browser logs every refused request).
 */
const test = base.extend<{ errors: string[] }>({
  errors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !/status of 400 \(Bad Request\)/.test(msg.text()))
          errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Issue 15: the expiry typed on a phone's numeric keypad ("0830", no "/" key) is taken and shown
 * as MM/YY while typing; a past date is still refused by the gateway's tokeniser.
 */
test('a card expiry typed as 0830 on a numeric keypad is saved as 08/30', async ({ page }, info) => {
  await signUpByApi(page, uniqueEmail('card', info.project.name));
  await page.goto('/webapp/account/saved-cards');
  await page.getByRole('button', { name: 'Add new card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a new card' });
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  const expiry = dialog.getByLabel('Expiry date');
  await expect(expiry).toHaveAttribute('inputmode', 'numeric');
  await dialog.getByLabel('Security code').fill('123');

  // A date in the past passes the form and is refused by the server, next to the field.
  await expiry.pressSequentially('0120');
  await expect(expiry).toHaveValue('01/20');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog.getByText('Enter an expiry date in the future, e.g. 08/29.')).toBeVisible();

  await expiry.clear();
  await expiry.pressSequentially('0830');
  await expect(expiry).toHaveValue('08/30');
  await page.screenshot({ path: info.outputPath('card-expiry.png') });
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Visa ending 4242')).toBeVisible();
  await expect(page.getByText('expires 08/2030')).toBeVisible();

  // The other ways people write it are read the same, and shown as MM/YY once the field is left.
  await page.getByRole('button', { name: 'Add new card' }).click();
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await expiry.fill('8 / 2031');
  await dialog.getByLabel('Security code').click();
  await expect(expiry).toHaveValue('08/31');
});
