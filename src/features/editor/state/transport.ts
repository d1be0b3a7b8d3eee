import type { BookDocument } from '../../../../render-core';
import type { printJson } from '../../../../server/print/prints';
import { noteApiWrite } from '../../../api/query-client';
import type { DesignAccess } from './session-ui';
import type { SaveAnswer, SyncTransport } from './sync-queue';

export type Print = ReturnType<typeof printJson>;

async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(`/webapp/api${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** /api/print/update with the revision the edits were made on. */
export const printTransport: SyncTransport = {
  async save(printId: string, baseRevision: number, document: BookDocument): Promise<SaveAnswer> {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return { kind: 'offline' };
    let res: Response;
    try {
      res = await postJson('/print/update', { id: printId, baseRevision, document });
    } catch {
      return { kind: 'offline' };
    }
    const body = (await res.json().catch(() => null)) as { print?: Print; current?: Print } | null;
    if (res.ok && body?.print) {
      noteApiWrite({ method: 'POST', tag: 'print' });
      return { kind: 'saved', revision: body.print.revision };
    }
    if (res.status === 409 && body?.current)
      return {
        kind: 'conflict',
        current: { document: body.current.document, revision: body.current.revision },
      };
    return { kind: 'failed', status: res.status };
  },
};

export type FetchPrint =
  /** `collab`: the caller's access and whether the design is shared (absent from older servers). */
  | { kind: 'ok'; print: Print; collab?: { access: DesignAccess; shared: boolean } }
  /** No answer from our server: no network, a connection that reaches nothing, a gateway error. */
  | { kind: 'offline' }
  /** The server answered that this visitor may not open it: signing in is the way on. */
  | { kind: 'denied'; status: 401 | 403 }
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
  let res: Response;
  try {
    res = await fetch(`/webapp/api/print/${encodeURIComponent(id)}`, { credentials: 'same-origin' });
  } catch {
    return { kind: 'offline' };
  }
  const outcome = fetchOutcome(res.status);
  if (outcome === 'offline') return { kind: 'offline' };
  if (outcome === 'denied') return { kind: 'denied', status: res.status as 401 | 403 };
  if (outcome === 'missing') return { kind: 'missing', status: res.status };
  const body = (await res.json()) as { print: Print; collab?: { access: DesignAccess; shared: boolean } };
  return { kind: 'ok', print: body.print, ...(body.collab ? { collab: body.collab } : {}) };
}

/** Keeps a version the user did not choose as a print of its own, so a conflict loses nothing. */
export async function saveAsCopy(document: BookDocument, title: string): Promise<Print | null> {
  try {
    const res = await postJson('/print', { productCode: document.product.code, title, document });
    if (!res.ok) return null;
    noteApiWrite({ method: 'POST', tag: 'print' });
    return ((await res.json()) as { print: Print }).print;
  } catch {
    return null;
  }
}
