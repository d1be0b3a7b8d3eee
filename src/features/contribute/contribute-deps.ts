import { loadDocumentOrThrow } from '../../../render-core';
import { callApi } from '../../api/client';
import { FieldApiError } from '../../auth/http';
import { photoCache, uploadQueue } from '../../photos/photos';
import { keepPhoto, preparePhoto } from '../../photos/prepare';
import { draftIdOfPrint } from '../../photos/add-photos';
import type { ContributeDeps, SendResult } from './contribute-flow';

/** A server that did not answer while the device says it is online is asked again after this. */
const RETRY_MS = 10_000;

function whenOnline(callback: () => void) {
  if (navigator.onLine) window.setTimeout(callback, RETRY_MS);
  else window.addEventListener('online', callback, { once: true });
}

function sendResultOf(err: unknown): SendResult {
  if (!(err instanceof FieldApiError) || err.status === 0 || err.status >= 500) return 'offline';
  if (err.status === 401 || err.status === 403 || err.status === 404) return 'forbidden';
  return 'refused';
}

/**
 * The browser's side of a contribution: the app's image workers, photo library and upload queue
 * (as the editor's "Add photos" uses them), the photos kept under the design as the editor keeps
 * its own, and the design's op log.
 */
export function browserContributeDeps(printId: string): ContributeDeps {
  const draftId = draftIdOfPrint(printId);
  const clientId = `contribute-${crypto.randomUUID().slice(0, 8)}`;
  // Migrated and checked as the editor loads it: the ops are made against what the server holds.
  const readDocument = async () =>
    loadDocumentOrThrow((await callApi('GET /print/:id', { params: { id: printId } })).print.document);
  return {
    prepare: preparePhoto,
    keep: (file, image, id) => keepPhoto(file, image, { id, draftId, addedAt: Date.now() }),
    upload: (photo, original) => uploadQueue().enqueue(photo, original, printId),
    uploads: uploadQueue().state,
    readDocument,
    async leftOver() {
      const [kept, doc] = await Promise.all([photoCache.list(draftId), readDocument()]);
      const listed = new Set(doc.photos.map((p) => p.id));
      return kept.filter((p) => !listed.has(p.id));
    },
    async sendOps(ops, batchId) {
      try {
        await callApi('POST /print/collab/ops', { body: { printId, clientId, batchId, ops } });
        return 'ok';
      } catch (err) {
        return sendResultOf(err);
      }
    },
    whenOnline,
    newId: () => crypto.randomUUID(),
  };
}
