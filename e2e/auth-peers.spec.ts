import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, type OidcPeer, startOidcPeer } from '../server/auth/oidc-peer.test-helper';
import { linkIn, type SmtpPeer, startSmtpPeer } from '../server/mail/smtp-peer.test-helper';
import { expect, test } from './fixtures';

/**
 * Journeys against real peers: a local OpenID provider standing in for PayPal, and a real SMTP
 * server. Each worker starts its own Bindery (the built server) configured to use them.
 */
let app: ChildProcess | undefined;
let appUrl = '';
let dataDir = '';
let oidc: OidcPeer;
let smtp: SmtpPeer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const info = test.info();
  // A fresh server migrates an empty database first; on a busy machine that takes a while.
  test.setTimeout(180_000);
  const port = await freePort();
  appUrl = `http://localhost:${port}`;
  oidc = await startOidcPeer(`${appUrl}/webapp/api/auth/callback/paypal`, {
    sub: `buyer-${info.project.name}`,
    email: `buyer-${info.project.name}@paypal.example`,
    given_name: 'Pat',
    family_name: 'Pal',
  });
  smtp = await startSmtpPeer();
  dataDir = mkdtempSync(join(tmpdir(), 'bindery-e2e-peers-'));
  const dist = process.env.DIST_DIR ?? 'dist';
  app = spawn(process.execPath, [join(dist, 'server/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: dist,
      LOG_LEVEL: 'warn',
      PAYPAL_ISSUER: oidc.issuer,
      PAYPAL_CLIENT_ID: oidc.clientId,
      PAYPAL_CLIENT_SECRET: oidc.clientSecret,
      SMTP_URL: smtp.url,
    },
    stdio: 'inherit',
  });
  let exited: number | null = null;
  app.once('exit', (code) => {
    exited = code ?? -1;
  });
  await expect
    .poll(
      async () => {
        if (exited !== null) throw new Error(`the server exited with ${exited} before it was ready`);
        return (await fetch(`${appUrl}/webapp/api/health`).catch(() => null))?.status ?? 0;
      },
      {
        timeout: 150_000,
      },
    )
    .toBe(200);
});

test.afterAll(async () => {
  app?.kill('SIGTERM');
  await oidc?.stop();
  await smtp?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('PayPal sign-in against a local OpenID provider', async ({ page }, info) => {
  await page.goto(`${appUrl}/webapp/sign-in?callbackUrl=%2Fwebapp%2Faccount`);
  await page.getByRole('button', { name: 'Continue with PayPal' }).click();
  await expect(page).toHaveURL(`${appUrl}/webapp/account`);
  await expect(page.getByRole('heading', { name: 'Hello, Pat Pal' })).toBeVisible();
  await expect(page.getByText(`Signed in as buyer-${info.project.name}@paypal.example`)).toBeVisible();
});

test('a magic link through a real SMTP server', async ({ page }, info) => {
  const email = `smtp-${info.project.name}@example.com`;
  await page.goto(`${appUrl}/webapp/sign-in`);
  await page.getByLabel('E-mail address for the link').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect.poll(() => smtp.messages.filter((m) => m.to.includes(email)).length).toBe(1);
  const message = smtp.messages.find((m) => m.to.includes(email));
  await page.goto(linkIn(message?.raw ?? ''));
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
});
