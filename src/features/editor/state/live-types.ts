import type { Presence } from '../../../../contract/api/collab';
import type { Batch, BookDocument, SequencedBatch } from '../../../../render-core';
import type { DesignAccess } from './session-ui';

/** What the server said to one batch of my ops. */
export type SendAnswer =
  | { kind: 'accepted'; seq: number }
  /** 422: the batch would break the design (its reason is for the customer). */
  | { kind: 'refused'; reason: string }
  /** 403: I may no longer edit this design (access removed or lowered). `removed`: 403 REMOVED. */
  | { kind: 'forbidden'; reason: string; removed?: boolean }
  | { kind: 'offline' }
  /** Any other failure (a 5xx, a 429): sent again later, not before its `Retry-After` (ms). */
  | { kind: 'failed'; status: number; retryAfterMs?: number | null };

export type SinceAnswer =
  | { kind: 'ok'; batches: SequencedBatch[] }
  /** 410: the server no longer keeps the changes after my seq; load the design whole. */
  | { kind: 'gone' }
  /** Not reached, or refused for now; a 429 says how long to wait (`retryAfterMs`). */
  | { kind: 'offline'; retryAfterMs?: number | null };

/** A batch as the live stream or the op log gives it: who made it, besides which device. */
export type RemoteBatch = SequencedBatch & { userId?: string | null };

/** What the design's live stream tells a listener. */
export interface LiveEvents {
  /** The stream is open (again): what was missed meanwhile must be fetched. */
  open(): void;
  ops(batch: RemoteBatch): void;
  presence(presence: Presence): void;
  /** The owner removed my access: the stream ends. */
  revoked(): void;
  /** The stream broke; it is opened again on its own. */
  closed(): void;
}

/** How a live design reaches the server (the browser's: live-transport.ts; tests: a Sequencer). */
export interface LiveTransport {
  send(printId: string, batch: Batch): Promise<SendAnswer>;
  since(printId: string, seq: number): Promise<SinceAnswer>;
  /** The design as the server has it now, or null when it cannot be read. */
  reload(printId: string): Promise<{ document: BookDocument; revision: number } | null>;
  /** Opens the live stream; answers the stop. */
  listen(printId: string, events: LiveEvents): () => void;
  /** Tells the others where I am; failures are ignored (the next one renews it). */
  presence(
    printId: string,
    body: { clientId: string; pageId: string | null; selection: string[] },
  ): Promise<void>;
}

/**
 * A live design kept on this device (IndexedDB), one per print and tab: the server's document at
 * `seq` and my batches it has not confirmed, so edits made offline survive a reload and are sent
 * when the server is reachable again.
 */
export interface LiveState {
  printId: string;
  clientId: string;
  access: DesignAccess;
  seq: number;
  confirmed: BookDocument;
  pending: Batch[];
  /** The number of my next batch (batch ids are never used twice). */
  nextBatch: number;
}

export interface LiveStore {
  /** Every kept state of `printId` (this tab's and closed tabs'). */
  read(printId: string): Promise<LiveState[]>;
  write(state: LiveState): Promise<void>;
  remove(printId: string, clientId: string): Promise<void>;
}

/** A live session's outside world: the server and the device's store. */
export interface LiveDeps {
  transport: LiveTransport;
  store: LiveStore;
}
