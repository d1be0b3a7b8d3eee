import { whenInputQuiet } from '../../ui/input-quiet';
import { afterFirstSpread } from './canvas/first-spread';

/**
 * Registers /webapp/sw.js (built by Workbox from workers/service-worker.ts), which precaches the
 * app shell of this build so the editor opens offline after a first visit.
 */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (!window.isSecureContext) return;
  navigator.serviceWorker.register('/webapp/sw.js', { scope: '/webapp/' }).catch(() => {
    // Without a service worker the editor still works online; offline edits still wait in IndexedDB.
  });
}

/** The least time after the first spread before the offline copy is installed. */
export const OFFLINE_COPY_AFTER_MS = 5000;
/** …then a pause of the customer's input this long (at the latest after OFFLINE_COPY_LONGEST_WAIT_MS). */
export const OFFLINE_COPY_QUIET_MS = 2000;
export const OFFLINE_COPY_LONGEST_WAIT_MS = 60_000;

let scheduled = false;

/**
 * Registers the service worker once the editor has shown its first spread, 5 s have passed and the
 * customer pauses. Its first install downloads and stores the whole app shell (about 380 files,
 * 3 MB): registered as the editor opened, that ran beside the first spread and the first edits, and
 * on this machine made the edits of a spread's first seconds take twice as long (bench:editor).
 * Once per page: the registration outlives the editor (the install goes on if the customer leaves).
 */
export function registerServiceWorkerSoon(): void {
  if (scheduled) return;
  scheduled = true;
  void (async () => {
    await afterFirstSpread();
    await new Promise((resolve) => setTimeout(resolve, OFFLINE_COPY_AFTER_MS));
    await whenInputQuiet(OFFLINE_COPY_QUIET_MS, OFFLINE_COPY_LONGEST_WAIT_MS);
    registerServiceWorker();
  })();
}
