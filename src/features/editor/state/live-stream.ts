import { retryAfterMs } from '../../../api/retry-after';
import { backoffDelay } from './backoff';

/** One Server-Sent Event: its name and data (comments and ids are not needed here). */
export interface StreamEvent {
  event: string;
  data: string;
}

export interface StreamHandlers {
  /** The stream is open (again): what was missed meanwhile must be fetched. */
  open(): void;
  event(event: StreamEvent): void;
  /** The stream broke or was refused; it is opened again after a wait. */
  closed(): void;
  /** The server says I was removed from the design (403 REMOVED): the stream stays closed. */
  removed(): void;
}

export interface StreamDeps {
  fetch(url: string, init: RequestInit): Promise<Response>;
  schedule(fn: () => void, ms: number): unknown;
  cancel(handle: unknown): void;
  random(): number;
}

const browserDeps = (): StreamDeps => ({
  fetch: (url, init) => fetch(url, init),
  schedule: (fn, ms) => setTimeout(fn, ms),
  cancel: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  random: Math.random,
});

/** Splits a stream's text into events as blocks end (a blank line); answers what is left over. */
export function readEvents(buffer: string, emit: (event: StreamEvent) => void): string {
  let rest = buffer.replace(/\r\n?/g, '\n');
  let cut = rest.indexOf('\n\n');
  while (cut >= 0) {
    const block = rest.slice(0, cut);
    rest = rest.slice(cut + 2);
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) emit({ event, data: data.join('\n') });
    cut = rest.indexOf('\n\n');
  }
  return rest;
}

/**
 * A design's live stream that never gives up (issue 54): read with fetch rather than an
 * `EventSource`, which closes for good on any answer but a 200 (after one 503 live updates stopped
 * until a reload). After an error answer, a network failure or the end of the stream it opens again
 * after a backoff (doubling from 1 s up to 30 s, with jitter), and at least as long as a 429's
 * `Retry-After` asks; each opening says `open`, and the caller catches up from the last revision it
 * saw. Only a removed member's 403 REMOVED ends it. Answers the stop.
 */
export function openLiveStream(
  url: string,
  on: StreamHandlers,
  deps: StreamDeps = browserDeps(),
): () => void {
  let stopped = false;
  let failures = 0;
  let timer: unknown = null;
  let controller: AbortController | null = null;

  const again = (atLeastMs = 0) => {
    if (stopped) return;
    failures += 1;
    const wait = Math.max(backoffDelay(failures - 1, deps.random), atLeastMs);
    timer = deps.schedule(() => {
      timer = null;
      void connect();
    }, wait);
  };

  const read = async (body: ReadableStream<Uint8Array>) => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done || stopped) return;
      buffer = readEvents(buffer + decoder.decode(value, { stream: true }), (event) => {
        if (stopped) return;
        try {
          on.event(event);
        } catch {
          // One unreadable event is skipped; the stream goes on.
        }
      });
    }
  };

  async function connect(): Promise<void> {
    controller = new AbortController();
    let res: Response;
    try {
      res = await deps.fetch(url, {
        credentials: 'same-origin',
        cache: 'no-store',
        headers: { Accept: 'text/event-stream' },
        signal: controller.signal,
      });
    } catch {
      if (stopped) return;
      on.closed();
      again();
      return;
    }
    if (stopped) return;
    if (res.status === 403 && (await codeOf(res)) === 'REMOVED') {
      stopped = true;
      on.removed();
      return;
    }
    if (res.status !== 200 || !res.body) {
      on.closed();
      again(retryAfterMs(res.headers.get('Retry-After')) ?? 0);
      return;
    }
    failures = 0;
    on.open();
    try {
      await read(res.body);
    } catch {
      // A broken connection ends the read like the stream's end does.
    }
    if (stopped) return;
    on.closed();
    again();
  }

  void connect();
  return () => {
    stopped = true;
    if (timer !== null) deps.cancel(timer);
    controller?.abort();
  };
}

async function codeOf(res: Response): Promise<string | null> {
  try {
    const body = (await res.json()) as { error?: { code?: string } } | null;
    return body?.error?.code ?? null;
  } catch {
    return null;
  }
}
