import type { QueryClient } from '@tanstack/react-query';
import { connectCollector } from '../analytics/collector-client';
import { analyticsEnabled } from '../analytics/switch';
import { setAnalyticsSink } from '../analytics/track';
import { measureWebVitals } from '../analytics/web-vitals';
import { loadRequestChecks } from '../api/client';
import { reportError } from '../errors/report';
import { startFlags } from '../flags/growthbook';
import { captureClickIds, documentCookies, ensureUniqueId } from '../state/cookies';
import { syncPreferenceCookies } from './preferences';

function safeStorage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/**
 * What the shell sets up before the first render: identity, cookies and where analytics events go.
 * Returns the visitor's unique id, which the flags started after the first paint need.
 */
export function bootShell(): { visitorId: string; analytics: boolean } {
  const storage = safeStorage();
  const identity = storage
    ? ensureUniqueId(documentCookies, storage, () => crypto.randomUUID())
    : { id: crypto.randomUUID(), missing: false };
  if (identity.missing)
    reportError('UNIQUE_ID_MISSING', new Error('The unique-id cookie was missing; restored it.'), 'warn');
  captureClickIds(documentCookies, location.search);
  syncPreferenceCookies(documentCookies);
  const analytics =
    storage !== null &&
    analyticsEnabled({ webdriver: navigator.webdriver, search: location.search }, storage);
  if (analytics) {
    connectCollector();
  } else {
    // Analytics is off: events are dropped rather than kept waiting for a collector.
    setAnalyticsSink(() => {});
  }
  return { visitorId: identity.id, analytics };
}

/**
 * Runs `work` once the page has loaded, the first screen's requests (its catalog) have answered
 * and the main thread is idle, so nothing deferred competes with what the customer sees first.
 * A page that keeps fetching waits at most a few seconds.
 */
function whenSettled(queryClient: QueryClient, work: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
    else setTimeout(work, 200);
  };
  const afterRequests = () => {
    if (queryClient.isFetching() === 0) return idle();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      unsubscribe();
      clearTimeout(cap);
      idle();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) finish();
    });
    const cap = setTimeout(finish, 5000);
  };
  if (document.readyState === 'complete') afterRequests();
  else addEventListener('load', afterRequests, { once: true });
}

/**
 * The request schemas (zod and the contract) are needed only by what the customer sends: they are
 * downloaded at the first touch, click or key press, so a form's first request seldom waits for
 * them, and a visit that only looks never downloads them.
 */
function loadChecksOnFirstInput(): void {
  const events = ['pointerdown', 'keydown'] as const;
  const load = () => {
    for (const type of events) removeEventListener(type, load, true);
    loadRequestChecks().catch(() => {
      // The first request that needs them tries again.
    });
  };
  for (const type of events) addEventListener(type, load, { capture: true, passive: true });
}

/**
 * What the first screen does not need: error reporting to Sentry, feature flags, speed
 * measurements (and the request schemas, above). Each is a chunk of its own, downloaded once the
 * first screen has settled; until then errors still reach our own log, features read as their
 * fallbacks and analytics events wait in the collector's batch.
 */
export function startAfterFirstPaint(
  { visitorId, analytics }: { visitorId: string; analytics: boolean },
  queryClient: QueryClient,
): void {
  loadChecksOnFirstInput();
  whenSettled(queryClient, () => {
    void import('../errors/sentry').then(({ startSentry }) => startSentry());
    void startFlags(visitorId);
    if (analytics) measureWebVitals();
  });
}
