import type { AnalyticsEvent } from './track';

/** One event as the collector stores it (POST /webapp/api/analytics). */
export interface CollectedEvent {
  id: string;
  name: string;
  properties: Record<string, unknown>;
  at: string;
}

export interface BatcherOptions {
  send: (events: CollectedEvent[]) => void;
  /** Sends at once when this many wait (the collector takes up to 50). */
  maxBatch?: number;
  /** Otherwise sends this long after the first waiting event. */
  delayMs?: number;
  now?: () => Date;
  newId?: () => string;
  schedule?: (fn: () => void, ms: number) => unknown;
}

/** Collects events and sends them in batches: when enough wait, after a short delay, or on flush(). */
export function createBatcher(options: BatcherOptions) {
  const {
    send,
    maxBatch = 20,
    delayMs = 1000,
    now = () => new Date(),
    newId = () => crypto.randomUUID(),
    schedule = (fn, ms) => setTimeout(fn, ms),
  } = options;
  let waiting: CollectedEvent[] = [];
  let timer = false;

  /** Sends what waits now; `via` replaces the sender, e.g. a beacon while the page goes away. */
  function flush(via: (events: CollectedEvent[]) => void = send) {
    timer = false;
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    via(batch);
  }

  function add(event: AnalyticsEvent) {
    waiting.push({
      id: newId(),
      name: event.name,
      properties: event.properties ?? {},
      at: now().toISOString(),
    });
    if (waiting.length >= maxBatch) flush();
    else if (!timer) {
      timer = true;
      schedule(() => flush(), delayMs);
    }
  }

  return { add, flush };
}
