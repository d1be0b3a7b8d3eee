import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { type DecapServer, startDecapServer } from '../marketing/admin/decap-server.test-helper';
import { linkIn, mailTo, signUpByApi, uniqueEmail } from './auth-helpers';
import { expect, test } from './fixtures';

// Who is an admin comes from the server's ADMIN_EMAILS (or the users.role column), so this
// journey runs its own server from the same build with ADMIN_EMAILS set, plus Decap's local
// backend (decap-server) over a temp copy of the content.
test.describe.configure({ mode: 'serial' });

let server: { url: string; child: ChildProcess; dataDir: string };
let cms: DecapServer;
let adminEmail: string;

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(adminEmails: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bindery-admin-e2e-'));
  const dist = resolve(process.env.DIST_DIR ?? 'dist');
  const child = spawn(process.execPath, [join(dist, 'server/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: dist,
      ADMIN_EMAILS: adminEmails,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 150_000;
  while (
    !(await fetch(`${url}/webapp/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error('the admin journey server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  return { url, child, dataDir };
}

/** An ADMIN_EMAILS address is an admin only once proved: the admin signs in with the e-mailed link. */
async function signInByLink(page: Page, email: string) {
  await page.goto('/webapp/sign-in');
  await page.getByLabel('E-mail address for the link').fill(email);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
  await expect.poll(() => mailTo(server.dataDir, email)).not.toBeNull();
  await page.goto(linkIn(mailTo(server.dataDir, email) ?? ''));
  await expect(page).toHaveURL(/\/webapp\/account$/);
}

/** A context on this journey's server whose console errors fail the test, like the shared fixture. */
async function contextFor(browser: Browser): Promise<{ context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({ baseURL: server.url });
  const errors: string[] = [];
  context.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  context.on('weberror', (err) => errors.push(`pageerror: ${err.error().message}`));
  return { context, errors };
}

test.beforeAll(async () => {
  test.setTimeout(200_000);
  adminEmail = uniqueEmail('admin', test.info().project.name);
  [server, cms] = await Promise.all([startServer(adminEmail), startDecapServer()]);
});

test.afterAll(async () => {
  if (server) {
    const exited = new Promise((r) => server.child.once('exit', r));
    server.child.kill();
    await exited;
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  await cms?.stop();
});

test('an admin gets the content editor with every collection', async ({ browser }, info) => {
  test.setTimeout(180_000);
  const { context, errors } = await contextFor(browser);
  const page = await context.newPage();
  await signInByLink(page, adminEmail);
  // Decap looks for its local backend on localhost:8081; this journey's decap-server answers.
  await context.route('http://localhost:8081/api/v1', async (route) => {
    const res = await route.fetch({ url: cms.url });
    await route.fulfill({ response: res });
  });
  await page.goto('/admin/');
  // Decap shows its Login button, or (signed in before) the collections at once. isVisible does not
  // wait, so the journey waits for either before it looks (it once looked before Decap had drawn).
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login.or(page.getByRole('link', { name: 'Pages', exact: true }))).toBeVisible({
    timeout: 60_000,
  });
  if (await login.isVisible()) await login.click();
  for (const name of [
    'Pages',
    'Product pages',
    'Product types',
    'Articles',
    'Blog categories',
    'Authors',
    'Blog collections',
  ]) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible({ timeout: 60_000 });
  }
  await page.getByRole('link', { name: 'Articles', exact: true }).click();
  await expect(page.getByText('A wedding album your guests will ask about')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: info.outputPath('admin.png') });
  await context.close();
  expect(errors, 'console errors').toEqual([]);
});

test('a customer is refused and a visitor is sent to sign in', async ({ browser }, info) => {
  test.setTimeout(120_000);
  const { context } = await contextFor(browser);
  const page = await context.newPage();
  await signUpByApi(page, uniqueEmail('customer', info.project.name));
  const refused = await context.request.get('/admin/');
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain('<h1>Admins only</h1>');
  await context.close();
  const visitor = await fetch(`${server.url}/admin`, { redirect: 'manual' });
  expect(visitor.status).toBe(302);
  expect(visitor.headers.get('location')).toBe('/webapp/sign-in?callbackUrl=%2Fadmin');
});
