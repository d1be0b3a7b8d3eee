import { presenceSchema } from '../../../../contract/api/collab';
import { type Batch, type BookDocument, type SequencedBatch, loadDocument } from '../../../../render-core';
import { ApiRequestError, callApi } from '../../../api/client';
import { openLiveStream } from './live-stream';
import type { LiveTransport, RemoteBatch, SendAnswer, SinceAnswer } from './live-types';

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The server's answer to a batch, as the link reads it; a network failure is `offline`. */
async function send(printId: string, batch: Batch): Promise<SendAnswer> {
  if (offline()) return { kind: 'offline' };
  try {
    const answer = await callApi('POST /print/collab/ops', {
      body: {
        printId,
        clientId: batch.clientId,
        batchId: batch.batchId,
        ops: batch.ops as never,
        // Made away (offline): the others learn what it overwrote (issue 54).
        ...(batch.base === undefined ? {} : { base: batch.base }),
      },
    });
    return { kind: 'accepted', seq: answer.seq };
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status === 0) return { kind: 'offline' };
    if (error.status === 422) return { kind: 'refused', reason: error.message };
    if (error.status === 403 || error.status === 404)
      return { kind: 'forbidden', reason: error.message, removed: error.code === 'REMOVED' };
    // A 400 would be sent again forever: refused, with the server's words.
    // A 409 is a batch id reused with other ops (issue 54): sent again it would be refused again.
    if (error.status === 400 || error.status === 409 || error.status === 413)
      return { kind: 'refused', reason: error.message };
    // A 429 (or a 503) says how long to wait: the link waits at least that long (issue 54).
    return { kind: 'failed', status: error.status, retryAfterMs: error.retryAfterMs };
  }
}

/** A batch as the log or the stream carries it (ops checked where they are applied: render-core). */
const asBatch = (b: {
  seq: number;
  batchId: string;
  clientId: string;
  userId?: string | null;
  ops: unknown[];
  base?: number;
}) =>
  ({
    seq: b.seq,
    batchId: b.batchId,
    clientId: b.clientId,
    userId: b.userId ?? null,
    ops: b.ops,
    ...(typeof b.base === 'number' ? { base: b.base } : {}),
  }) as RemoteBatch;

async function since(printId: string, seq: number): Promise<SinceAnswer> {
  try {
    const answer = await callApi('GET /print/collab/ops', { query: { printId, since: seq } });
    return { kind: 'ok', batches: answer.batches.map(asBatch) as SequencedBatch[] };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 410) return { kind: 'gone' };
    if (error instanceof ApiRequestError && error.status === 429)
      return { kind: 'offline', retryAfterMs: error.retryAfterMs ?? 1000 };
    return { kind: 'offline' };
  }
}

async function reload(printId: string): Promise<{ document: BookDocument; revision: number } | null> {
  try {
    const { print } = await callApi('GET /print/:id', { params: { id: printId } });
    const loaded = loadDocument(print.document);
    return loaded.ok ? { document: loaded.document, revision: print.revision } : null;
  } catch {
    return null;
  }
}

/**
 * The design's live stream (Server-Sent Events, live-stream.ts): opened again after any break or
 * error answer, with backoff (each reopening says `open`, and the link fetches what it missed). A
 * removed member's stream is closed for good.
 */
function listen(printId: string, events: Parameters<LiveTransport['listen']>[1]): () => void {
  if (typeof fetch === 'undefined' || typeof ReadableStream === 'undefined') return () => {};
  const url = `/webapp/api/print/collab/stream?printId=${encodeURIComponent(printId)}`;
  const stop = openLiveStream(url, {
    open: () => events.open(),
    closed: () => events.closed(),
    removed: () => events.revoked(),
    event: ({ event, data }) => {
      if (event === 'ops') events.ops(asBatch(JSON.parse(data)));
      else if (event === 'presence') {
        const parsed = presenceSchema.safeParse(JSON.parse(data));
        if (parsed.success) events.presence(parsed.data);
      } else if (event === 'revoked') {
        stop();
        events.revoked();
      }
    },
  });
  return stop;
}

async function presence(
  printId: string,
  body: { clientId: string; pageId: string | null; selection: string[] },
): Promise<void> {
  if (offline()) return;
  await callApi('POST /print/collab/presence', { body: { printId, ...body } }).catch(() => {});
}

/** How a live design reaches our server from the browser. */
export const liveTransport: LiveTransport = { send, since, reload, listen, presence };
