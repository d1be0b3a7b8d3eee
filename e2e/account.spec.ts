import { PASSWORD, signUp, uniqueEmail } from './auth-helpers';
import { expect, test } from './fixtures';

test.describe('account pages', () => {
  test('profile: names, phone number modal and currency', async ({ page }, info) => {
    await signUp(page, uniqueEmail('profile', info.project.name));
    await page.goto('/webapp/account/profile');
    await page.getByLabel('Last name').fill('Example');
    await page.getByLabel('Currency', { exact: true }).selectOption('EUR');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'saved' })).toBeVisible();

    await page.getByRole('button', { name: 'Add phone number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your phone number' });
    await dialog.getByLabel('Phone number').fill('call me maybe');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a phone number')).toBeVisible();
    await dialog.getByLabel('Phone number').fill('+44 20 7946 0000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('+44 20 7946 0000')).toBeVisible();
    await page.screenshot({ path: info.outputPath('profile.png'), fullPage: true });

    await page.reload();
    await expect(page.getByLabel('Last name')).toHaveValue('Example');
    await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('EUR');
  });

  test('address book: add with country rules, edit, delete with confirmation', async ({ page }, info) => {
    await signUp(page, uniqueEmail('addr', info.project.name));
    await page.goto('/webapp/account/address-book');
    await expect(page.getByText('Your address book is empty.')).toBeVisible();
    await page.getByRole('button', { name: 'Add an address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an address' });
    await dialog.getByLabel('Country').selectOption('GB');
    await dialog.getByLabel('Full name').fill('Ann Example');
    await dialog.getByLabel('Address line 1').fill('1 High Street');
    await dialog.getByLabel('Town or city').fill('London');
    await dialog.getByLabel('Postcode').fill('12345');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText("This isn't a postcode for this country")).toBeVisible();
    await dialog.getByLabel('Postcode').fill('sw1a1aa');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('listitem', { name: 'Ann Example' });
    await expect(card).toContainText('SW1A 1AA');
    await expect(card).toContainText('Default');
    await page.screenshot({ path: info.outputPath('address-book.png'), fullPage: true });

    await card.getByRole('button', { name: 'Edit Ann Example' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit address' });
    await edit.getByLabel('Town or city').fill('Leeds');
    await edit.getByLabel('Postcode').fill('LS1 4AP');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(card).toContainText('Leeds');

    await card.getByRole('button', { name: 'Delete Ann Example' }).click();
    const confirmDialog = page.getByRole('alertdialog', { name: 'Delete this address?' });
    await confirmDialog.getByRole('button', { name: 'Delete address' }).click();
    await expect(page.getByText('Your address book is empty.')).toBeVisible();
  });

  test('settings: e-mail, password, notifications, then delete the account', async ({ page }, info) => {
    const email = uniqueEmail('settings', info.project.name);
    await signUp(page, email);
    await page.goto('/webapp/account/settings');
    await page.getByRole('button', { name: 'Keeping your details safe' }).click();
    await page
      .getByRole('dialog', { name: 'Keeping your details safe' })
      .getByRole('button', { name: 'Got it' })
      .click();

    const newEmail = uniqueEmail('moved', info.project.name);
    const emailSection = page.getByRole('region', { name: 'E-mail address' });
    await emailSection.getByLabel('New e-mail address').fill(newEmail);
    await emailSection.getByLabel('Current password').fill(PASSWORD);
    await emailSection.getByRole('button', { name: 'Change e-mail address' }).click();
    await expect(emailSection.getByText(`Your e-mail address is ${newEmail}.`)).toBeVisible();

    const passwordSection = page.getByRole('region', { name: 'Password' });
    await passwordSection.getByLabel('Current password').fill(PASSWORD);
    await passwordSection.getByLabel('New password').fill('password12345');
    await passwordSection.getByRole('button', { name: 'Change password' }).click();
    await expect(passwordSection.getByText('Choose a stronger password')).toBeVisible();
    await passwordSection.getByLabel('Current password').fill(PASSWORD);
    await passwordSection.getByLabel('New password').fill('Fresh-Secret-Words-9');
    await passwordSection.getByRole('button', { name: 'Change password' }).click();
    await expect(passwordSection.getByRole('status')).toContainText('Your password has been changed');

    const offers = page.getByRole('checkbox', { name: 'Offers and discounts' });
    await expect(offers).not.toBeChecked();
    await offers.check();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Offers and discounts' })).toBeChecked();

    const danger = page.getByRole('region', { name: 'Delete account' });
    await danger.getByLabel('Current password').fill('Fresh-Secret-Words-9');
    await danger.getByRole('button', { name: 'Delete my account' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete your account?' })
      .getByRole('button', { name: 'Delete account' })
      .click();
    await expect(page).toHaveURL(/\/webapp\/$/);
    await page.goto('/webapp/account');
    await expect(page).toHaveURL(/error=SessionRequired/);
  });
});
