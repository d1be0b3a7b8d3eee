import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { startTestServer, type TestServer } from '../test/harness';
import { linkIn, type SmtpPeer, startSmtpPeer } from './smtp-peer.test-helper';

let server: TestServer;
let smtp: SmtpPeer;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Bindery <hello@bindery.test>' });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe('mail over SMTP', () => {
  it('sends the magic link through a real SMTP peer, and the link signs in', async () => {
    const b = new TestBrowser(server);
    expect((await b.json('/auth/magic-link', { email: 'smtp@example.com' })).status).toBe(202);
    // The link is mailed by a job, after the answer.
    await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(1);
    expect(smtp.messages[0]?.to).toEqual(['smtp@example.com']);
    expect(smtp.messages[0]?.raw).toMatch(/From: Bindery <hello@bindery\.test>/);
    const token = new URL(linkIn(smtp.messages[0]?.raw ?? '')).searchParams.get('token') ?? '';
    expect(await b.signIn('magic-link', { token })).toMatchObject({ status: 200 });
    expect((await b.session())?.user).toMatchObject({ email: 'smtp@example.com' });
  });
});
