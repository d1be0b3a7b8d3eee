import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { TestBrowser } from './browser.test-helper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

async function guest(): Promise<TestBrowser> {
  const b = new TestBrowser(server);
  const { token } = (await (await b.json('/auth/guest', {})).json()) as { token: string };
  await b.signIn('guest', { token });
  return b;
}

async function makePrint(b: TestBrowser, title: string): Promise<string> {
  const res = await b.json('/print', { productCode: 'BOOK-HC-20X20', title });
  expect(res.status).toBe(201);
  return ((await res.json()) as { print: { id: string } }).print.id;
}

async function printIds(b: TestBrowser): Promise<string[]> {
  const list = (await (await b.fetch('/print/list')).json()) as { prints: Array<{ id: string }> };
  return list.prints.map((p) => p.id);
}

describe('a guest keeps their prints', () => {
  it('when they sign up (same account, new e-mail)', async () => {
    const b = await guest();
    const id = await makePrint(b, 'Made as a guest');
    await b.signUp('guest-signs-up@example.com');
    expect(await printIds(b)).toEqual([id]);
  });

  it('when they sign in to an existing account (moved by the merge hooks)', async () => {
    const member = new TestBrowser(server);
    await member.signUp('existing-member@example.com');
    const own = await makePrint(member, 'Made as a member');
    const b = await guest();
    const made = await makePrint(b, 'Made as a guest first');
    await b.signIn('password', { email: 'existing-member@example.com', password: 'Tr0ubadour-Horse-42' });
    expect((await printIds(b)).sort()).toEqual([own, made].sort());
  });
});
