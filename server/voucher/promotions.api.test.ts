import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { startTestServer, type TestServer } from '../test/harness';

// The API tests check every JSON answer against its route's response schema (CHECK_RESPONSES): these
// two reads are otherwise seen by no API test, so a schema that drifted from them would go unnoticed.
let server: TestServer;
let carol: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  carol = new TestBrowser(server);
  expect((await carol.signUp('carol.promotions@example.test')).error).toBeNull();
}, 60_000);
afterAll(() => server?.stop());

describe('promotions and referral', () => {
  it('lists the public vouchers live now, to visitors too', async () => {
    const res = await new TestBrowser(server).fetch('/promotions');
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { now: string; promotions: { code: string }[] };
    expect(Array.isArray(answer.promotions)).toBe(true);
  });

  it("answers the user's referral code and credit", async () => {
    const res = await carol.fetch('/referral');
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { code: string; creditMinor: number };
    expect(answer.code).toMatch(/\S/);
    expect(answer.creditMinor).toBe(0);
  });
});
