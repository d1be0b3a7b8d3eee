/** Reads and writes first-party cookies. `jar` is document.cookie in the app and a fake in tests. */
export interface CookieJar {
  get(): string;
  set(cookie: string): void;
}

export const documentCookies: CookieJar = {
  get: () => document.cookie,
  set: (cookie) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
    document.cookie = cookie;
  },
};

export const COOKIE = {
  uniqueId: 'bindery_uid',
  locale: 'bindery_locale',
  country: 'bindery_country',
  currency: 'bindery_currency',
  /** The delivery country the customer chose (issue 53), kept like the currency. */
  deliveryCountry: 'bindery_delivery_country',
} as const;

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Ad networks attribute a click for up to 90 days. */
const CLICK_ID_SECONDS = 90 * 24 * 60 * 60;

/** Advertising click ids captured from the landing URL: Google, Meta, TikTok, Microsoft, LinkedIn, … */
export const CLICK_ID_PARAMS = [
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'ttclid',
  'msclkid',
  'li_fat_id',
  'twclid',
  'epik',
  'rdt_cid',
  'sccid',
  'irclickid',
  'yclid',
] as const;
export type ClickIdParam = (typeof CLICK_ID_PARAMS)[number];

export function readCookie(jar: CookieJar, name: string): string | undefined {
  for (const part of jar.get().split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function writeCookie(jar: CookieJar, name: string, value: string, maxAgeSeconds = YEAR_SECONDS): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  jar.set(`${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`);
}

/**
 * Stores every advertising click id in the landing URL as bindery_<param> (case-insensitive, so
 * ScCid and sccid both count). Returns what it captured.
 */
export function captureClickIds(jar: CookieJar, search: string): Partial<Record<ClickIdParam, string>> {
  const captured: Partial<Record<ClickIdParam, string>> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const param = CLICK_ID_PARAMS.find((p) => p === key.toLowerCase());
    const clean = value.trim().slice(0, 500);
    if (!param || clean === '') continue;
    captured[param] = clean;
    writeCookie(jar, `bindery_${param}`, clean, CLICK_ID_SECONDS);
  }
  return captured;
}

/** The click ids stored for this browser, e.g. for conversion-tracking headers. */
export function readClickIds(jar: CookieJar): Partial<Record<ClickIdParam, string>> {
  const found: Partial<Record<ClickIdParam, string>> = {};
  for (const param of CLICK_ID_PARAMS) {
    const value = readCookie(jar, `bindery_${param}`);
    if (value) found[param] = value;
  }
  return found;
}

export interface UniqueIdResult {
  id: string;
  /** The browser had an id before (kept in storage) but its cookie was gone. */
  missing: boolean;
}

const UNIQUE_ID_BACKUP = 'bindery:uid';

/**
 * The visitor's unique id: created once, kept in a cookie, with a copy in local storage. A cookie
 * that disappears after it was created is restored from the copy and reported as missing.
 */
export function ensureUniqueId(
  jar: CookieJar,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  newId: () => string,
): UniqueIdResult {
  const fromCookie = readCookie(jar, COOKIE.uniqueId);
  const backup = storage.getItem(UNIQUE_ID_BACKUP);
  if (fromCookie) {
    if (backup !== fromCookie) storage.setItem(UNIQUE_ID_BACKUP, fromCookie);
    return { id: fromCookie, missing: false };
  }
  const id = backup ?? newId();
  writeCookie(jar, COOKIE.uniqueId, id);
  storage.setItem(UNIQUE_ID_BACKUP, id);
  return { id, missing: backup !== null };
}
