import { presenceSchema } from '../../../../contract/api/collab';
import { type Batch, type BookDocument, type SequencedBatch, loadDocument } from '../../../../render-core';
import { ApiRequestError, callApi } from '../../../api/client';
import type { LiveTransport, RemoteBatch, SendAnswer, SinceAnswer } from './live-types';

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The server's answer to a batch, as the link reads it; a network failure is `offline`. */
async function send(printId: string, batch: Batch): Promise<SendAnswer> {
  if (offline()) return { kind: 'offline' };
  try {
    const answer = await callApi('POST /print/collab/ops', {
      body: { printId, clientId: batch.clientId, batchId: batch.batchId, ops: batch.ops as never },
    });
    return { kind: 'accepted', seq: answer.seq };
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status === 0) return { kind: 'offline' };
    if (error.status === 422) return { kind: 'refused', reason: error.message };
    if (error.status === 403 || error.status === 404) return { kind: 'forbidden', reason: error.message };
    // A 400 would be sent again forever: refused, with the server's words.
    if (error.status === 400 || error.status === 409 || error.status === 413)
      return { kind: 'refused', reason: error.message };
    return { kind: 'failed', status: error.status };
  }
}

/** A batch as the log or the stream carries it (ops checked where they are applied: render-core). */
const asBatch = (b: {
  seq: number;
  batchId: string;
  clientId: string;
  userId?: string | null;
  ops: unknown[];
}) =>
  ({
    seq: b.seq,
    batchId: b.batchId,
    clientId: b.clientId,
    userId: b.userId ?? null,
    ops: b.ops,
  }) as RemoteBatch;

async function since(printId: string, seq: number): Promise<SinceAnswer> {
  try {
    const answer = await callApi('GET /print/collab/ops', { query: { printId, since: seq } });
    return { kind: 'ok', batches: answer.batches.map(asBatch) as SequencedBatch[] };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 410) return { kind: 'gone' };
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
 * The design's live stream (Server-Sent Events): the browser opens it again on its own after a
 * break (each reopening says `open`, and the link fetches what it missed). A revoked member's
 * stream is closed for good.
 */
function listen(printId: string, events: Parameters<LiveTransport['listen']>[1]): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(`/webapp/api/print/collab/stream?printId=${encodeURIComponent(printId)}`);
  source.onopen = () => events.open();
  source.onerror = () => events.closed();
  source.addEventListener('ops', (e) => {
    const raw = JSON.parse((e as MessageEvent<string>).data);
    events.ops(asBatch(raw));
  });
  source.addEventListener('presence', (e) => {
    const parsed = presenceSchema.safeParse(JSON.parse((e as MessageEvent<string>).data));
    if (parsed.success) events.presence(parsed.data);
  });
  source.addEventListener('revoked', () => {
    source.close();
    events.revoked();
  });
  return () => source.close();
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
