import { linkIn, mailTo, PASSWORD, signUpByApi, uniqueEmail } from './auth-helpers';
import { expect, test } from './fixtures';

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return dir;
};

/**
 * Account pre-claim (README "Sign-in and accounts", claiming an address): someone signs up with
 * another person's address and a password; the owner's first e-mailed link removes that password, signs the other
 * person out and tells the owner on screen.
 */
test('the owner’s e-mailed link takes back an account someone made with their address', async ({
  page,
  browser,
}, info) => {
  const email = uniqueEmail('preclaim', info.project.name);
  const attacker = await browser.newContext({ baseURL: info.project.use.baseURL ?? '' });
  const attackerPage = await attacker.newPage();
  await signUpByApi(attackerPage, email, 'Mallory');
  // The sign-up mailed the address its confirmation first; the sign-in link comes after it.
  await expect.poll(() => mailTo(dataDir(), email)).toContain('Confirm your Bindery account');

  await page.goto('/webapp/sign-in');
  await page.getByLabel('E-mail address for the link').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect.poll(() => mailTo(dataDir(), email)).toContain('Your Bindery sign-in link');
  await page.goto(linkIn(mailTo(dataDir(), email) ?? ''));
  await expect(page).toHaveURL(/\/webapp\/account$/);
  const notice = page.getByRole('region', { name: 'A password was removed from your account' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Open account settings' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('pre-claim-notice.png') });

  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'A password was removed from your account' })).toBeHidden();

  // The other person's session is over, and their password no longer signs in.
  await attackerPage.goto('/webapp/account');
  await expect(attackerPage).toHaveURL(/\/webapp\/sign-in\?error=SessionRequired/);
  await attackerPage.getByLabel('E-mail address', { exact: true }).fill(email);
  await attackerPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await attackerPage.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(attackerPage.getByRole('alert')).toContainText("don't match");
  await attacker.close();
});
