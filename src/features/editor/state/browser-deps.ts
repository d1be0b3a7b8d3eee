import { claimTab, liveTabs, readDrafts, removeDraft, tabId, writeDraft } from '../device/drafts';
import { liveStates } from '../device/live-states';
import { renderClient } from '../render-client';
import type { SessionDeps } from './session-deps';
import { liveTransport } from './live-transport';
import { fetchPrint, printTransport, saveAsCopy } from './transport';

/**
 * Runs `fn` once the next frame has painted, in the main thread's next quiet moment (at the latest
 * half a second on), so the draft's write (a clone of the whole document) never delays the work of
 * the next frame or input; at once in a hidden tab, which paints no frames.
 */
function afterPaint(fn: () => void): void {
  if (typeof document === 'undefined' || document.visibilityState === 'hidden') {
    setTimeout(fn, 0);
    return;
  }
  const quiet =
    typeof requestIdleCallback === 'function'
      ? () => requestIdleCallback(fn, { timeout: 500 })
      : () => setTimeout(fn, 0);
  requestAnimationFrame(() => setTimeout(quiet, 0));
}

/** A session's outside world in the browser: the API, IndexedDB, the page's events. */
export function browserDeps(): SessionDeps {
  return {
    transport: printTransport,
    fetchPrint,
    saveAsCopy,
    drafts: { read: readDrafts, write: writeDraft, remove: removeDraft, tabId, claimTab, liveTabs },
    watchPage(signals) {
      const hidden = () => {
        if (document.visibilityState === 'hidden') signals.hidden();
      };
      window.addEventListener('online', signals.online);
      window.addEventListener('offline', signals.offline);
      document.addEventListener('visibilitychange', hidden);
      return () => {
        window.removeEventListener('online', signals.online);
        window.removeEventListener('offline', signals.offline);
        document.removeEventListener('visibilitychange', hidden);
      };
    },
    afterPaint,
    isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
    now: () => Date.now(),
    warmUp: () => void renderClient(),
    live: { transport: liveTransport, store: liveStates },
  };
}
