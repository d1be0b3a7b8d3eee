import { describe, expect, it } from 'vitest';
import { browserOf, deviceOf, experimentAttributes, operatingSystemOf } from './attributes';

const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0';

const base = {
  uniqueId: 'uid-1',
  userAgent: PIXEL,
  referrer: 'https://www.google.com/',
  locale: 'de-de',
  country: 'DE',
  currency: 'EUR',
  url: 'https://bindery.example/webapp/de-de/produkte',
};

describe('GrowthBook attributes', () => {
  it('describes a visitor who is not signed in', () => {
    expect(experimentAttributes(base)).toEqual({
      platform: 'Web',
      id: 'uid-1',
      device: 'mobile',
      browser: 'Chrome',
      operatingSystem: 'Android',
      referrer: 'https://www.google.com/',
      locale: 'de-de',
      country: 'DE',
      currency: 'EUR',
      url: 'https://bindery.example/webapp/de-de/produkte',
    });
  });

  it('adds email, hasPassword, memberSince and uuid when signed in', () => {
    const user = { uuid: 'u-9', email: 'ann@example.com', hasPassword: false, memberSince: '2025-03-01' };
    expect(experimentAttributes({ ...base, user })).toMatchObject({ id: 'uid-1', ...user });
    expect(experimentAttributes({ ...base, user: null })).not.toHaveProperty('email');
  });

  it('tells devices, browsers and operating systems apart', () => {
    expect([deviceOf(IPHONE), browserOf(IPHONE), operatingSystemOf(IPHONE)]).toEqual([
      'mobile',
      'Safari',
      'iOS',
    ]);
    expect([deviceOf(IPAD), operatingSystemOf(IPAD)]).toEqual(['tablet', 'iOS']);
    expect([deviceOf(WINDOWS_EDGE), browserOf(WINDOWS_EDGE), operatingSystemOf(WINDOWS_EDGE)]).toEqual([
      'desktop',
      'Edge',
      'Windows',
    ]);
    expect([browserOf(MAC_FIREFOX), operatingSystemOf(MAC_FIREFOX)]).toEqual(['Firefox', 'macOS']);
  });
});
