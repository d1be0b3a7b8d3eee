import { signUpByApi, uniqueEmail } from './auth-helpers';
import { expect, test } from './fixtures';

test.describe('commerce account pages', () => {
  test('saved cards: add through the modal, delete with the confirmation', async ({ page }, info) => {
    await signUpByApi(page, uniqueEmail('cards', info.project.name));
    await page.goto('/webapp/account/saved-cards');
    await expect(page.getByText('You have no saved cards.')).toBeVisible();
    await page.getByRole('button', { name: 'Add new card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a new card' });
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4241');
    await dialog.getByLabel('Expiry date').fill('12/30');
    await dialog.getByLabel('Security code').fill('123');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expect(dialog.getByText('Enter a valid card number.')).toBeVisible();
    await dialog.getByLabel('Card number').fill('5555 5555 5555 4444');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Mastercard ending 4444')).toBeVisible();
    await page.screenshot({ path: info.outputPath('saved-cards.png'), fullPage: true });

    await page.getByRole('button', { name: 'Delete card 4444' }).click();
    await page
      .getByRole('alertdialog', { name: 'Remove this card?' })
      .getByRole('button', { name: 'Remove card' })
      .click();
    await expect(page.getByText('You have no saved cards.')).toBeVisible();
  });

  test('promotions: live offers with a countdown, and the referral code', async ({ page }, info) => {
    await signUpByApi(page, uniqueEmail('promo', info.project.name));
    await page.goto('/webapp/promotions');
    const offer = page.getByRole('listitem').filter({ hasText: 'SAVE5' });
    await expect(offer.getByRole('heading', { name: '£5.00 off your order' })).toBeVisible();
    const timer = offer.getByRole('timer');
    await expect(timer).toHaveText(/Ends in 1[34] d/);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? '');
    await expect(page.getByText('SUMMER25')).toHaveCount(0);
    await expect(page.getByText(/FRIEND-[A-Z0-9]{6}/)).toBeVisible();
    await page.screenshot({ path: info.outputPath('promotions.png'), fullPage: true });
    await page.goto('/webapp/promo');
    await expect(page.getByRole('heading', { name: 'Free delivery' })).toBeVisible();
  });
});
