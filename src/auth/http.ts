import { checkRequest, findRoute } from '../../contract/api/check';
import { track } from '../analytics/track';
import { type ApiErrorBody, FieldApiError, type RequestFailure } from '../api/client';
import { noteApiWrite } from '../api/query-client';

const TIMEOUT_MS = 20_000;

function failureOf(err: unknown, status: number): RequestFailure {
  if (status >= 500) return 'server_error';
  if (status >= 400) return 'bad_request';
  if (err instanceof DOMException && err.name === 'TimeoutError') return 'timeout';
  if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
  return 'no_connection';
}

export { type ApiErrorBody, FieldApiError, type RequestFailure };

/**
 * A JSON call to /webapp/api, typed by hand: being replaced by callApi (src/api/client.ts), whose
 * types come from the route registry; the files still calling it are the lint rule's allow-list. Failures throw a FieldApiError and report the SPEC §8
 * "request failed" event with its kind (bad request, cancelled, no connection, server error, timeout).
 * The query and body are first checked against the contract's schema for the route (the one the
 * server reads them with): a request the server would refuse fails here, with the server's
 * field and words, without a round trip.
 */
export async function requestJson<T>(
  method: string,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const problem = checkRequest(method, path, body);
  if (problem) {
    track('requestFailed', { reason: 'bad_request', path, status: 400 });
    throw new FieldApiError(400, 'VALIDATION_FAILED', problem.message, problem.field, undefined);
  }
  let res: Response;
  try {
    res = await fetch(`/webapp/api${path}`, {
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
  const data = (await res.json().catch(() => null)) as (T & ApiErrorBody) | null;
  // Aborted while the body was read: the caller has moved on, and must not get null as an answer.
  signal?.throwIfAborted();
  if (!res.ok) {
    track('requestFailed', { reason: failureOf(null, res.status), path, status: res.status });
    const e = data?.error;
    throw new FieldApiError(
      res.status,
      e?.code ?? 'HTTP_ERROR',
      e?.message ?? `HTTP ${res.status}`,
      e?.field,
      e?.details,
    );
  }
  // The caches this write changed are refetched (one table in api/query-client).
  const route = findRoute(method, path);
  if (route) noteApiWrite(route);
  return data as T;
}
