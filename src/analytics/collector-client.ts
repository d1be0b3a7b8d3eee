import { type CollectedEvent, createBatcher } from './batcher';
import { setAnalyticsSink } from './track';

const COLLECTOR = '/webapp/api/analytics';

function post(events: CollectedEvent[]) {
  fetch(COLLECTOR, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ events }),
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => {
    // Analytics never gets in the visitor's way; a lost batch is acceptable.
  });
}

/** While the page goes away only a beacon is sure to leave; fetch is the fallback. */
function beacon(events: CollectedEvent[]) {
  const body = new Blob([JSON.stringify({ events })], { type: 'application/json' });
  if (!navigator.sendBeacon?.(COLLECTOR, body)) post(events);
}

/** Connects track() to our collector: batched posts, and a beacon for what waits when the page goes. */
export function connectCollector(): void {
  const batcher = createBatcher({ send: post });
  setAnalyticsSink(batcher.add);
  addEventListener('pagehide', () => batcher.flush(beacon));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') batcher.flush(beacon);
  });
}
