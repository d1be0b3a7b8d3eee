import { track } from '../analytics/track';
import { noteApiWrite } from './query-client';
import { retryAfterMs } from './retry-after';
import type { CallAnswer, CallArgs, RouteKey } from './route-types';

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
  /** How long the server's `Retry-After` asked to wait before trying again (a 429, a 503), in ms. */
  retryAfterMs: number | null = null;
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
 * badge, the editor the print it opens) go out without waiting for the schemas: they carry nothing
 * the customer typed (the editor's print id is checked by its route first), and the server checks
 * them as it checks every request. Waiting for the schemas' chunk put the editor's document a
 * download behind its code, in sequence.
 */
export const SERVER_CHECKED_READS: ReadonlySet<string> = new Set([
  'GET /catalog',
  'GET /basket/count',
  'GET /print/:id',
]);

export interface ApiErrorBody {
  error?: { code?: string; message?: string; field?: string; details?: unknown; findings?: unknown[] };
}

/**
 * An API failure that keeps the server's field and details, for messages next to the right input,
 * and a refusal's findings (a 422 NOT_ORDERABLE lists what stops a design being ordered).
 */
export class FieldApiError extends ApiRequestError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly field: string | undefined,
    readonly details: unknown,
    readonly findings: readonly unknown[] = [],
    /** The whole JSON answer (a 409's `current` copy sits beside its `error`). */
    readonly answer: unknown = null,
  ) {
    super(status, code, message);
  }
}

const TIMEOUT_MS = 20_000;

export type RequestFailure = 'bad_request' | 'cancelled' | 'no_connection' | 'server_error' | 'timeout';

function failureOf(err: unknown, status: number): RequestFailure {
  if (status >= 500) return 'server_error';
  if (status >= 400) return 'bad_request';
  if (err instanceof DOMException && err.name === 'TimeoutError') return 'timeout';
  if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
  return 'no_connection';
}

/** `/print/:id` with `{ id: 'p1' }` -> `/print/p1`; `:page{challenge|wallet}` takes its name before the brace. */
export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Answers are checked against their route's response schema in development and tests, not on phones. */
const CHECK_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

async function send(method: string, path: string, body: unknown, signal: AbortSignal | undefined) {
  try {
    return await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    const reason = failureOf(err, 0);
    track('requestFailed', { reason, path });
    throw new FieldApiError(0, reason.toUpperCase(), reason, undefined, undefined);
  }
}

/**
 * Sends one JSON request and answers its JSON body; a failure (no answer, or an error status)
 * throws a FieldApiError with the server's code, words and field, and reports "request failed".
 * Not exported: every call goes through callApi, typed and checked by its route.
 */
async function exchange(
  method: string,
  path: string,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<unknown> {
  const res = await send(method, path, body, signal);
  const data = (await res.json().catch(() => null)) as ApiErrorBody | null;
  // Aborted while the body was read: the caller has moved on, and must not get null as an answer.
  signal?.throwIfAborted();
  if (!res.ok) {
    track('requestFailed', { reason: failureOf(null, res.status), path, status: res.status });
    const e = data?.error;
    const error = new FieldApiError(
      res.status,
      e?.code ?? 'HTTP_ERROR',
      e?.message ?? `HTTP ${res.status}`,
      e?.field,
      e?.details,
      Array.isArray(e?.findings) ? e.findings : [],
      data,
    );
    error.retryAfterMs = retryAfterMs(res.headers?.get('Retry-After'));
    throw error;
  }
  return data;
}

/**
 * The one way the browser calls /webapp/api: `callApi('POST /print/update', { body })`, with the
 * route's key as the registry (contract/api/routes.ts) writes it. The arguments' and the answer's
 * types come from the route's schemas. The query and body are checked against those schemas before
 * anything is sent (a request the server would refuse fails here, with its field and words); a
 * failure throws a FieldApiError and reports the "request failed" event; a write that succeeded
 * marks the cached answers its route changes stale (api/query-client).
 */
export function callApi<K extends RouteKey>(key: K, args: CallArgs<K> = {}): Promise<CallAnswer<K>> {
  return call(key, args as CallArgsAny) as Promise<CallAnswer<K>>;
}

async function call(key: RouteKey, args: CallArgsAny): Promise<unknown> {
  const space = key.indexOf(' ');
  const method = key.slice(0, space);
  const path = `${fillPath(key.slice(space + 1), args.params)}${queryString(args.query)}`;
  // The first screens' reads leave without the schemas; every other call waits for them.
  const contract = SERVER_CHECKED_READS.has(key) ? null : await loadRequestChecks();
  const problem = contract?.checkRequest(method, path, args.body);
  if (problem) {
    track('requestFailed', { reason: 'bad_request', path, status: 400 });
    throw new FieldApiError(400, 'VALIDATION_FAILED', problem.message, problem.field, undefined);
  }
  const data = await exchange(method, path, args.body, args.signal);
  const route = (contract ?? (CHECK_ANSWERS ? await loadRequestChecks() : null))?.routeByKey(key);
  if (CHECK_ANSWERS && route?.response) {
    const parsed = route.response.safeParse(data);
    if (!parsed.success)
      throw new Error(`${key} answered outside its response schema: ${parsed.error.message}`);
  }
  // Reads change nothing; a write's route is known, since writes always wait for the schemas.
  if (route) noteApiWrite(route);
  return data;
}

interface CallArgsAny {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
}
