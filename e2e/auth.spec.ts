import { PASSWORD, linkIn, mailTo, signUp, uniqueEmail } from './auth-helpers';
import { expect, test } from './fixtures';

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return dir;
};

test.describe('signing in and out', () => {
  test('sign up with a password, sign out, sign in again', async ({ page }, info) => {
    const email = uniqueEmail('pw', info.project.name);
    await signUp(page, email);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await page.screenshot({ path: info.outputPath('account.png'), fullPage: true });

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/webapp\/$/);
    await page.goto('/webapp/account');
    await expect(page).toHaveURL(/\/webapp\/sign-in\?error=SessionRequired/);
    await expect(page.getByText('Please sign in to see that page.')).toBeVisible();

    await page.getByLabel('E-mail address', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not my password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText("don't match");

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Back to the page that asked for the session.
    await expect(page).toHaveURL(/\/webapp\/account$/);
    await expect(page.getByRole('heading', { name: 'Hello, Ann' })).toBeVisible();
  });

  test('a magic link read from the outbox signs in, once', async ({ page }, info) => {
    const email = uniqueEmail('link', info.project.name);
    await page.goto('/webapp/sign-in');
    await page.getByLabel('E-mail address for the link').fill(email);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
    await expect.poll(() => mailTo(dataDir(), email)).not.toBeNull();
    const link = linkIn(mailTo(dataDir(), email) ?? '');

    await page.goto(link);
    await expect(page).toHaveURL(/\/webapp\/account$/);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

    // The same link again, in a fresh browser: already used.
    const other = await page.context().browser()?.newPage();
    if (!other) throw new Error('no second page');
    await other.goto(link);
    await expect(other.getByRole('alert')).toContainText('already been used');
    await other.close();
  });

  test('two tabs: signing out in one shows signed-out in the other', async ({ page, context }, info) => {
    const email = uniqueEmail('tabs', info.project.name);
    await signUp(page, email);
    const second = await context.newPage();
    await second.goto('/webapp/account/profile');
    await expect(second.getByLabel('First name')).toHaveValue('Ann');

    await page.bringToFront();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/webapp\/$/);

    await second.bringToFront();
    await second.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(second).toHaveURL(/\/webapp\/sign-in\?error=SessionRequired/);
  });

  test('a guest makes a print, signs up, and still has it', async ({ page }, info) => {
    await page.goto('/webapp/welcome');
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(page).toHaveURL(/\/webapp\/products\?flow=welcome/);
    // The guest makes a print (through the API, with this browser's session).
    const made = await page.request.post('/webapp/api/print', {
      data: { productCode: 'BOOK-HC-20X20', title: 'Made as a guest' },
    });
    expect(made.status()).toBe(201);
    await page.goto('/webapp/account');
    await expect(page.getByRole('heading', { name: "You're a guest" })).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByText('You are using Bindery as a guest.')).toBeVisible();
    const email = uniqueEmail('guest', info.project.name);
    await page.getByLabel('First name').fill('Gus');
    await page.getByLabel('E-mail address', { exact: true }).fill(email);
    await page.getByLabel('Choose a password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Hello, Gus' })).toBeVisible();
    const list = await (await page.request.get('/webapp/api/print/list')).json();
    expect(list.prints.map((p: { title: string }) => p.title)).toContain('Made as a guest');
  });

  test('register a passkey, then sign in with it (virtual authenticator)', async ({ page }, info) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const email = uniqueEmail('passkey', info.project.name);
    await signUp(page, email);
    await page.goto('/webapp/account/settings');
    await expect(page.getByText("You haven't added a passkey yet.")).toBeVisible();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByRole('button', { name: /^Remove / })).toBeVisible();
    await page.screenshot({ path: info.outputPath('settings.png'), fullPage: true });

    await page.goto('/webapp/account');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/webapp\/$/);
    await page.goto('/webapp/sign-in?callbackUrl=%2Fwebapp%2Faccount');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  });

  test('the auth error page explains the error kind', async ({ page }) => {
    await page.goto('/webapp/api/auth/error?error=OAuthAccountNotLinked');
    await expect(page.getByRole('heading', { name: "We couldn't sign you in" })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('already has a Bindery account');
    await page.getByRole('link', { name: 'Back to sign-in' }).click();
    await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('sign-in.png'), fullPage: true });
  });
});
