import { checkRequest, findRoute } from '../../contract/api/check';
import { track } from '../analytics/track';
import { type ApiErrorBody, exchange, FieldApiError, type RequestFailure } from '../api/client';
import { noteApiWrite } from '../api/query-client';

export { type ApiErrorBody, FieldApiError, type RequestFailure };

/**
 * A JSON call to /webapp/api, typed by hand: being replaced by callApi (src/api/client.ts), whose
 * types come from the route registry. It sends through the client's `exchange`: failures throw a
 * FieldApiError and report the SPEC §8 "request failed" event with its kind (bad request, cancelled, no connection, server error, timeout).
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
  const data = (await exchange(method, path, body, signal)) as T;
  // The caches this write changed are refetched (one table in api/query-client).
  const route = findRoute(method, path);
  if (route) noteApiWrite(route);
  return data;
}
