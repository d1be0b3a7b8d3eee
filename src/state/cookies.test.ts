import { describe, expect, it } from 'vitest';
import { COOKIE, type CookieJar, captureClickIds, ensureUniqueId, readClickIds, readCookie } from './cookies';

/** A cookie jar that behaves like document.cookie: writes set one cookie, reads list them all. */
function fakeJar(
  initial: Record<string, string> = {},
): CookieJar & { values: Map<string, string>; writes: string[] } {
  const values = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    values,
    writes,
    get: () => [...values].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
    set: (cookie) => {
      writes.push(cookie);
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      values.set(pair!.slice(0, eq), decodeURIComponent(pair!.slice(eq + 1)));
    },
  };
}

function fakeStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  };
}

describe('cookies', () => {
  it('reads a cookie among others and decodes it', () => {
    const jar = fakeJar({ a: '1', [COOKIE.locale]: 'de-de', b: 'x y' });
    expect(readCookie(jar, COOKIE.locale)).toBe('de-de');
    expect(readCookie(jar, 'b')).toBe('x y');
    expect(readCookie(jar, 'missing')).toBeUndefined();
  });

  it('writes cookies for the whole site with a lifetime and SameSite', () => {
    const jar = fakeJar();
    ensureUniqueId(jar, fakeStorage(), () => 'id-1');
    expect(jar.writes[0]).toMatch(/^bindery_uid=id-1; Path=\/; Max-Age=31536000; SameSite=Lax$/);
  });
});

describe('unique id', () => {
  it('is created once and then kept', () => {
    const jar = fakeJar();
    const storage = fakeStorage();
    let n = 0;
    const make = () => `id-${++n}`;
    expect(ensureUniqueId(jar, storage, make)).toEqual({ id: 'id-1', missing: false });
    expect(ensureUniqueId(jar, storage, make)).toEqual({ id: 'id-1', missing: false });
    expect(jar.writes).toHaveLength(1);
    expect(n).toBe(1);
  });

  it('reports a cookie that went missing after it was created, and restores it', () => {
    const jar = fakeJar();
    const storage = fakeStorage({ 'bindery:uid': 'id-old' });
    expect(ensureUniqueId(jar, storage, () => 'id-new')).toEqual({ id: 'id-old', missing: true });
    expect(jar.values.get(COOKIE.uniqueId)).toBe('id-old');
  });
});

describe('click ids', () => {
  it('captures every advertising click id in the landing URL, ignoring other parameters', () => {
    const jar = fakeJar();
    const got = captureClickIds(
      jar,
      '?gclid=G1&fbclid=F1&utm_source=x&ttclid=T1&msclkid=M1&li_fat_id=L1&ScCid=S1&wbraid=&dclid=D1',
    );
    expect(got).toEqual({
      gclid: 'G1',
      fbclid: 'F1',
      ttclid: 'T1',
      msclkid: 'M1',
      li_fat_id: 'L1',
      sccid: 'S1',
      dclid: 'D1',
    });
    expect(jar.values.get('bindery_gclid')).toBe('G1');
    expect(jar.values.has('bindery_utm_source')).toBe(false);
    expect(jar.values.has('bindery_wbraid')).toBe(false);
    expect(jar.writes.find((w) => w.startsWith('bindery_gclid'))).toContain('Max-Age=7776000');
    expect(readClickIds(jar)).toEqual(got);
  });

  it('keeps earlier click ids when the URL has none', () => {
    const jar = fakeJar({ bindery_gclid: 'G0' });
    expect(captureClickIds(jar, '?q=1')).toEqual({});
    expect(readClickIds(jar)).toEqual({ gclid: 'G0' });
  });
});
