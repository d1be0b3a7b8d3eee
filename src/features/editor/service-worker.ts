/**
 * Registers /webapp/sw.js, which keeps the app shell and the editor's chunks for offline use.
 * The page hands it every script and style it has loaded, since those loaded before the worker
 * took control never passed through it.
 */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (!window.isSecureContext) return;
  navigator.serviceWorker
    .register('/webapp/sw.js', { scope: '/webapp/' })
    .then(async () => {
      const registration = await navigator.serviceWorker.ready;
      const urls = performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((u) => u.startsWith(`${location.origin}/webapp/`) && !u.includes('/webapp/api/'));
      registration.active?.postMessage({ type: 'cache-urls', urls: [...urls, `${location.origin}/webapp/`] });
    })
    .catch(() => {
      // Without a service worker the editor still works online; offline edits still wait in IndexedDB.
    });
}
