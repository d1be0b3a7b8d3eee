import { AsyncLocalStorage } from 'node:async_hooks';

/** What the server knows about the request it is working on, wherever the code is (logs, errors). */
export interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` (and everything it awaits or schedules) as part of this request. */
export function withRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The request id of the request being handled here, or undefined outside one (start-up, jobs). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
