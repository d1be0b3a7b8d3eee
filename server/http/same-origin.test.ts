import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from './same-origin';

const SITE = 'https://bindery.example';
const post = (headers: { fetchSite?: string; origin?: string; host?: string }) =>
  isSameOriginRequest({ method: 'POST', host: 'bindery.example', ...headers }, SITE);

describe('a request that changes something', () => {
  it('passes from our own pages', () => {
    expect(post({ fetchSite: 'same-origin', origin: SITE })).toBe(true);
    expect(post({ origin: SITE })).toBe(true);
    expect(post({ origin: 'http://localhost:3000', host: 'localhost:3000' })).toBe(true);
    expect(post({ fetchSite: 'none' })).toBe(true);
  });

  it('is refused from another site, a sibling subdomain or a sandboxed frame', () => {
    expect(post({ fetchSite: 'cross-site', origin: 'https://evil.example' })).toBe(false);
    expect(post({ fetchSite: 'cross-site' })).toBe(false);
    expect(post({ fetchSite: 'same-site', origin: 'https://shop.bindery.example' })).toBe(false);
    expect(post({ origin: 'https://evil.example' })).toBe(false);
    expect(post({ origin: 'null' })).toBe(false);
    expect(post({ origin: 'not a url' })).toBe(false);
  });

  it('passes from callers that are not browsers (no Origin, no Sec-Fetch-Site): webhooks, scripts', () => {
    expect(post({})).toBe(true);
  });

  it('is never checked for reads', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(
        isSameOriginRequest(
          { method, fetchSite: 'cross-site', origin: 'https://evil.example', host: 'x' },
          SITE,
        ),
      ).toBe(true);
  });
});
