import { analyticsEnabled } from '../analytics/switch';
import { fetchSession, logClientError } from '../auth/session-client';
import { appState as preferences } from '../state/app-state';
import { COOKIE, documentCookies, readClickIds, readCookie } from '../state/cookies';
import {
  type BatchEvent,
  batchEvent,
  batchHeaders,
  type ConversionEventName,
  type ConversionProperties,
} from './batch';

/** Where batches go: VITE_CONVERSION_ENDPOINT at build time, else our own collector. */
export const CONVERSION_ENDPOINT: string =
  (import.meta.env.VITE_CONVERSION_ENDPOINT as string | undefined) ?? '/webapp/api/conversion/events';
const FLUSH_MS = 1000;

let queue: BatchEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

function enabled(): boolean {
  try {
    return analyticsEnabled({ webdriver: navigator.webdriver, search: location.search }, localStorage);
  } catch {
    return false;
  }
}

async function flush(): Promise<void> {
  timer = null;
  const events = queue;
  queue = [];
  if (events.length === 0) return;
  try {
    const session = await fetchSession().catch(() => null);
    const res = await fetch(CONVERSION_ENDPOINT, {
      method: 'POST',
      headers: batchHeaders({
        accessToken: session?.accessToken ?? null,
        browserId: readCookie(documentCookies, COOKIE.uniqueId) ?? null,
        clickIds: readClickIds(documentCookies),
      }),
      body: JSON.stringify({ events }),
      credentials: 'same-origin',
      keepalive: true,
    });
    if (!res.ok) console.warn(`Conversion batch answered ${res.status}`);
  } catch (err) {
    // Conversion tracking never gets in the customer's way: a failure is only logged.
    console.warn('Conversion batch failed', err);
  }
}

/**
 * Reports a conversion event (SPEC §9) to the conversion endpoint, batched for a second. Skipped
 * in automated browsers unless a test turned analytics on (?analytics=on).
 */
export function trackConversion(name: ConversionEventName, properties: ConversionProperties = {}): void {
  if (!enabled()) return;
  queue.push(
    batchEvent(name, properties, {
      now: new Date(),
      url: location.href,
      id: crypto.randomUUID(),
      locale: preferences.locale,
      country: preferences.country,
    }),
  );
  if (!timer) timer = setTimeout(() => void flush(), FLUSH_MS);
}

/** Sends what waits now (e.g. before leaving for a payment page). */
export const flushConversions = () => flush();

/** A payment platform's failure, logged in the form SPEC §8 gives. */
export function logPlatformError(description: string): void {
  const message = `PurchaseRequest ~ platform error ~ ${description}`;
  console.warn(message);
  void logClientError('PURCHASE_PLATFORM_ERROR', message);
}
