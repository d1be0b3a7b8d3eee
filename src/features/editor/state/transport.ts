import type { BookDocument } from '../../../../render-core';
import type { printJson } from '../../../../server/print/prints';
import { ApiRequestError, callApi, FieldApiError } from '../../../api/client';
import type { DesignAccess } from './session-ui';
import type { SaveAnswer, SyncTransport } from './sync-queue';

export type Print = ReturnType<typeof printJson>;

/** /api/print/update with the revision the edits were made on. */
export const printTransport: SyncTransport = {
  async save(printId: string, baseRevision: number, document: BookDocument): Promise<SaveAnswer> {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'offline' };
    try {
      const { print } = await callApi('POST /print/update', {
        body: { id: printId, baseRevision, document: document as never },
      });
      return { kind: 'saved', revision: print.revision };
    } catch (error) {
      if (!(error instanceof FieldApiError) || error.status === 0) return { kind: 'offline' };
      const current = (error.answer as { current?: Print } | null)?.current;
      if (error.status === 409 && current)
        return { kind: 'conflict', current: { document: current.document, revision: current.revision } };
      return { kind: 'failed', status: error.status };
    }
  },
};

export type FetchPrint =
  /** `collab`: the caller's access and whether the design is shared (absent from older servers). */
  | { kind: 'ok'; print: Print; collab?: { access: DesignAccess; shared: boolean } }
  /** No answer from our server: no network, a connection that reaches nothing, a gateway error. */
  | { kind: 'offline' }
  /** The server answered that this visitor may not open it: signing in is the way on. */
  | { kind: 'denied'; status: 401 | 403 }
  /** issue 54: the owner removed me from this shared design (403 REMOVED): forget it here. */
  | { kind: 'removed' }
  | { kind: 'missing'; status: number };

/** What an answer's status means for opening a print; only a real 401/403 asks for signing in. */
export function fetchOutcome(status: number): 'ok' | 'offline' | 'denied' | 'missing' {
  if (status >= 200 && status < 300) return 'ok';
  if (status === 401 || status === 403) return 'denied';
  // A gateway or server failure is no verdict on the print: this device's copy stays usable.
  if (status >= 500 || status === 408 || status === 0) return 'offline';
  return 'missing';
}

export async function fetchPrint(id: string): Promise<FetchPrint> {
  try {
    const body = await callApi('GET /print/:id', { params: { id } });
    return { kind: 'ok', print: body.print as Print, collab: body.collab };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 403 && error.code === 'REMOVED')
      return { kind: 'removed' };
    const outcome = fetchOutcome(error instanceof ApiRequestError ? error.status : 0);
    if (outcome === 'denied')
      return { kind: 'denied', status: (error as ApiRequestError).status as 401 | 403 };
    if (outcome === 'missing') return { kind: 'missing', status: (error as ApiRequestError).status };
    return { kind: 'offline' };
  }
}

/** Keeps a version the user did not choose as a print of its own, so a conflict loses nothing. */
export async function saveAsCopy(document: BookDocument, title: string): Promise<Print | null> {
  try {
    const body = await callApi('POST /print', {
      body: { productCode: document.product.code, title, document: document as never },
    });
    return body.print as Print;
  } catch {
    return null;
  }
}
