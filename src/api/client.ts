import { hc } from 'hono/client';
import type { ApiType } from '../../server/app';

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

/** The typed client for /webapp/api; its types come from the server's routes. */
export const api = hc<ApiType>('/webapp/api');

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
