import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from './fixtures';

export const PASSWORD = 'Tr0ubadour-Horse-42';

let counter = 0;
/** An address no other journey (or project) uses, so journeys run in parallel. */
export function uniqueEmail(prefix: string, project: string): string {
  counter += 1;
  return `${prefix}-${project}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** The newest e-mail to `to` in the outbox folder, with quoted-printable soft breaks undone. */
export function mailTo(dataDir: string, to: string): string | null {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort().reverse();
  } catch {
    return null;
  }
  for (const f of files) {
    const text = readFileSync(join(dir, f), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (text.includes(`To: ${to}`)) return text;
  }
  return null;
}

export function linkIn(mail: string): string {
  const match = mail.match(/https?:\/\/\S+\/webapp\/sign-in\/link\?[\w=&%./-]+/);
  if (!match) throw new Error('no sign-in link in the mail');
  return match[0];
}

export async function signUp(page: Page, email: string, firstName = 'Ann') {
  await page.goto('/webapp/sign-in');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Choose a password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${firstName}` })).toBeVisible();
}

/**
 * Creates a customer through the auth API, as the sign-up form does, without drawing the form:
 * for journeys about something else (the sign-up journeys use `signUp`). The browser context
 * shares the session cookie, so the page is signed in from its next navigation.
 */
export async function signUpByApi(page: Page, email: string, firstName = 'Ann') {
  const csrf = await page.request.get('/webapp/api/auth/csrf');
  expect(csrf.ok()).toBe(true);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await page.request.post('/webapp/api/auth/callback/password', {
    form: { email, password: PASSWORD, intent: 'signup', firstName, lastName: '', csrfToken, json: 'true' },
    maxRedirects: 0,
  });
  expect(res.status(), await res.text()).toBeLessThan(400);
  const session = await page.request.get('/webapp/api/auth/session');
  expect(((await session.json()) as { user?: { email?: string } } | null)?.user?.email).toBe(email);
  // The tab itself has not moved (it may still be blank): the journey goes on from its own next page.
}
