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
