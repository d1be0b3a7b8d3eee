/** One analytics event as features report it; the shell decides where it goes. */
export interface AnalyticsEvent {
  name: string;
  properties?: Record<string, unknown>;
}

type Sink = (event: AnalyticsEvent) => void;

let sink: Sink | null = null;
const pending: AnalyticsEvent[] = [];

/** Reports an event. Features call this; events wait until the shell connects a sink. */
export function track(name: string, properties?: Record<string, unknown>): void {
  const event: AnalyticsEvent = properties ? { name, properties } : { name };
  if (sink) sink(event);
  else pending.push(event);
}

/** Connects the place events go (the batching collector client), flushing what waited. */
export function setAnalyticsSink(next: Sink | null): void {
  sink = next;
  if (next) for (const event of pending.splice(0)) next(event);
}
