/**
 * The API client's failure types, under the name the forms have imported them by. Calls go through
 * callApi (src/api/client.ts), typed by the route registry; new code imports from there.
 */
export { type ApiErrorBody, FieldApiError, type RequestFailure } from '../api/client';
