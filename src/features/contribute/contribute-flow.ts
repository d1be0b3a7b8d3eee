import { proxy, subscribe } from 'valtio';
import {
  type BookDocument,
  type CollabOp,
  opsBetween,
  type PhotoRef,
  photoRefSchema,
} from '../../../render-core';
import type { ProcessedImage } from '../../../workers/image-client';
import { photoRefOf } from '../../photos/intake';
import type { Prepared } from '../../photos/prepare';
import type { LocalPhoto } from '../../photos/types';
import type { QueueState } from '../../photos/upload-queue';

/** Where one picked photo stands on its way into the owner's book. */
export type ItemState = 'preparing' | 'uploading' | 'uploaded' | 'refused' | 'failed';

export interface ContributeItem {
  id: string;
  name: string;
  state: ItemState;
  /** Bytes sent over bytes to send, 0..1. */
  share: number;
}

/**
 * idle: nothing picked; uploading: photos being prepared and sent; sending: the batch that adds
 * them to the book; waiting: offline, the batch goes when the connection is back; done: added;
 * forbidden: this person may not add photos (any more); failed: the server refused the batch.
 */
export type Phase = 'idle' | 'uploading' | 'sending' | 'waiting' | 'done' | 'forbidden' | 'failed';

export interface ContributeState {
  phase: Phase;
  items: ContributeItem[];
  /** The names of the photos the last batch added. */
  added: string[];
}

export type SendResult = 'ok' | 'forbidden' | 'offline' | 'refused';

/** The effects a contribution needs; the page wires the real ones, tests their own. */
export interface ContributeDeps {
  prepare(file: File): Promise<Prepared>;
  /** Keeps a prepared photo on the device (so a reload still has it) and answers its record. */
  keep(file: File, image: ProcessedImage, id: string): Promise<LocalPhoto>;
  /** Uploads the original with the design's print id (the queue resumes it when back online). */
  upload(photo: LocalPhoto, original: File): void;
  uploads: QueueState;
  /** The design's document as the server has it now. */
  readDocument(): Promise<BookDocument>;
  sendOps(ops: CollabOp[], batchId: string): Promise<SendResult>;
  /**
   * Photos kept on this device for the design that its document does not list: a round cut
   * short (the tab closed while they uploaded or waited for the connection).
   */
  leftOver(): Promise<LocalPhoto[]>;
  /** Calls back once when the device is online again. */
  whenOnline(callback: () => void): void;
  newId(): string;
}

/** The ops that add `refs` to the document's photos (render-core's diff of the two documents). */
export function libraryOps(doc: BookDocument, refs: readonly PhotoRef[]): CollabOp[] {
  const known = new Set(doc.photos.map((p) => p.id));
  const fresh = refs.filter((r) => !known.has(r.id));
  return opsBetween(doc, { ...doc, photos: [...doc.photos, ...fresh] });
}

/** Where a photo of a round cut short stands, from the device's record of its upload. */
function resumedState(photo: LocalPhoto): ItemState {
  const { status, serverStatus } = photo.upload;
  if (status === 'failed' || status === 'skipped' || serverStatus === 'failed') return 'failed';
  return status === 'done' ? 'uploaded' : 'uploading';
}

/**
 * A contributor's photos into someone else's book (issue 27): each picked file is prepared and
 * kept on the device, uploaded with the design's print id (their own upload, in the design's
 * library), and once every upload has settled, one batch of ops inserts their PhotoRefs into the
 * document's photos. Offline, the uploads wait in the queue and the batch waits for the connection.
 */
export function createContribution(deps: ContributeDeps) {
  const state = proxy<ContributeState>({ phase: 'idle', items: [], added: [] });
  const photos = new Map<string, LocalPhoto>();
  let stopWatching: (() => void) | null = null;

  function track() {
    stopWatching?.();
    const report = () => {
      for (const item of state.items) {
        const file = deps.uploads.files[item.id];
        if (!file || item.state !== 'uploading') continue;
        item.share = file.bytesTotal > 0 ? file.bytesSent / file.bytesTotal : 0;
        if (file.status === 'failed' || file.serverStatus === 'failed') item.state = 'failed';
        // The server has every byte; its renditions may still be in the making ('processing').
        else if (file.status === 'done') item.state = 'uploaded';
      }
      if (state.items.some((i) => i.state === 'preparing' || i.state === 'uploading')) return;
      stopWatching?.();
      stopWatching = null;
      void send(deps.newId());
    };
    stopWatching = subscribe(deps.uploads, report);
    report();
  }

  async function send(batchId: string) {
    const uploaded = state.items.filter((i) => i.state === 'uploaded');
    if (uploaded.length === 0) {
      state.phase = 'failed';
      return;
    }
    state.phase = 'sending';
    const refs = uploaded.map((i) => photoRefSchema.parse(photoRefOf(photos.get(i.id)!)));
    let result: SendResult;
    try {
      const ops = libraryOps(await deps.readDocument(), refs);
      result = ops.length === 0 ? 'ok' : await deps.sendOps(ops, batchId);
    } catch {
      result = 'offline';
    }
    if (result === 'offline') {
      state.phase = 'waiting';
      // The same batch id again: the server applies a batch it has seen once only.
      deps.whenOnline(() => void send(batchId));
      return;
    }
    if (result === 'ok') state.added = uploaded.map((i) => i.name);
    state.phase = result === 'ok' ? 'done' : result === 'forbidden' ? 'forbidden' : 'failed';
  }

  async function prepareOne(item: ContributeItem, file: File) {
    const prepared = await deps.prepare(file).catch((): Prepared => ({ ok: false, reason: 'corrupt' }));
    if (!prepared.ok) {
      item.state = 'refused';
      return;
    }
    const photo = await deps.keep(file, prepared.image, item.id);
    photos.set(item.id, photo);
    item.state = 'uploading';
    deps.upload(photo, file);
  }

  /**
   * Takes up a round cut short: its photos (the upload queue resumes their uploads by itself)
   * are listed again, and once every upload has settled the batch goes as after a pick.
   */
  async function resume() {
    if (state.phase !== 'idle') return;
    // One the server refused stays refused: it is not offered again on every visit.
    const left = (await deps.leftOver().catch(() => [])).filter((p) => resumedState(p) !== 'failed');
    if (left.length === 0 || state.phase !== 'idle') return;
    for (const photo of left) photos.set(photo.id, photo);
    state.phase = 'uploading';
    state.items = left.map((p) => ({ id: p.id, name: p.name, state: resumedState(p), share: 0 }));
    track();
  }

  /** Adds picked files: a new round when the last one is over. */
  async function pick(files: readonly File[]) {
    if (files.length === 0 || state.phase === 'uploading' || state.phase === 'sending') return;
    state.phase = 'uploading';
    state.added = [];
    state.items = files.map((f) => ({ id: deps.newId(), name: f.name, state: 'preparing', share: 0 }));
    // One at a time: phones have few cores, and each photo shows its progress as it goes.
    for (const [i, file] of files.entries()) {
      await prepareOne(state.items[i]!, file).catch(() => {
        state.items[i]!.state = 'failed';
      });
    }
    track();
  }

  return { state, pick, resume, dispose: () => stopWatching?.() };
}
export type Contribution = ReturnType<typeof createContribution>;
