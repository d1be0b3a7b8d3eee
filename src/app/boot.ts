import { connectCollector } from '../analytics/collector-client';
import { analyticsEnabled } from '../analytics/switch';
import { setAnalyticsSink } from '../analytics/track';
import { measureWebVitals } from '../analytics/web-vitals';
import { reportError } from '../errors/report';
import { startSentry } from '../errors/sentry';
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

/** Everything the shell sets up before the first render: errors, identity, cookies, analytics, flags. */
export function bootShell(): void {
  void startSentry();
  const storage = safeStorage();
  const identity = storage
    ? ensureUniqueId(documentCookies, storage, () => crypto.randomUUID())
    : { id: crypto.randomUUID(), missing: false };
  if (identity.missing)
    reportError('UNIQUE_ID_MISSING', new Error('The unique-id cookie was missing; restored it.'), 'warn');
  captureClickIds(documentCookies, location.search);
  syncPreferenceCookies(documentCookies);
  if (storage && analyticsEnabled({ webdriver: navigator.webdriver, search: location.search }, storage)) {
    connectCollector();
    measureWebVitals();
  } else {
    // Analytics is off: events are dropped rather than kept waiting for a collector.
    setAnalyticsSink(() => {});
  }
  void startFlags(identity.id);
}
