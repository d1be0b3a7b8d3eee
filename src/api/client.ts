import { hc } from 'hono/client';
import type { ApiType } from '../../server/app';
import { noteApiWrite } from './query-client';

/** A failed API call, carrying the server's error code and message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

const API_BASE = '/webapp/api';

type RequestChecks = typeof import('../../contract/api/check');

let checks: Promise<RequestChecks> | null = null;

/**
 * The contract's schemas (zod and every route's) are the largest part of the client, so they are
 * downloaded on the first request that needs a check, or earlier when the shell calls this once
 * the first screen has painted.
 */
export function loadRequestChecks(): Promise<RequestChecks> {
  checks ??= import('../../contract/api/check').catch((err: unknown) => {
    // A failed download is tried again on the next request rather than remembered.
    checks = null;
    throw err;
  });
  return checks;
}

/**
 * The first screens' reads (the home page and /new-print show the catalog, the header its basket
 * badge) go out without waiting for the schemas: they carry nothing the customer typed, and the
 * server checks them as it checks every request.
 */
export const SERVER_CHECKED_READS: ReadonlySet<string> = new Set(['GET /catalog', 'GET /basket/count']);

/**
 * Every call of the typed client is checked against the contract's schema for its route before it
 * leaves (as requestJson does): a refused request answers like the server would, a 400 with the field.
 */
export const checkedFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  let body: unknown;
  if (typeof init?.body === 'string') {
    try {
      body = JSON.parse(init.body);
    } catch {
      body = init.body;
    }
  }
  const path = url.pathname.startsWith(API_BASE) ? url.pathname.slice(API_BASE.length) : url.pathname;
  if (!SERVER_CHECKED_READS.has(`${method} ${path}`)) {
    const { checkRequest } = await loadRequestChecks();
    const problem = checkRequest(method, `${path}${url.search}`, body);
    if (problem) {
      return Response.json({ error: { code: 'VALIDATION_FAILED', ...problem } }, { status: 400 });
    }
  }
  const res = await fetch(input, init);
  // A write that succeeded marks the caches it changed stale (the table in query-client).
  if (res.ok) noteApiWrite(method, path);
  return res;
};

/** The typed client for /webapp/api; its types come from the server's routes. */
export const api = hc<ApiType>(API_BASE, { fetch: checkedFetch });

/** Resolves a client call to its JSON body, or throws an ApiRequestError with the server's message. */
export async function unwrap<T>(
  call: Promise<{ ok: boolean; status: number; json(): Promise<T> }>,
): Promise<T> {
  let res: Awaited<typeof call>;
  try {
    res = await call;
  } catch {
    throw new ApiRequestError(0, 'NETWORK', 'No connection. Check your network and try again.');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiRequestError(
      res.status,
      body?.error?.code ?? 'HTTP_ERROR',
      body?.error?.message ?? `The server answered ${res.status}.`,
    );
  }
  return res.json();
}
