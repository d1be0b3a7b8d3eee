import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { log } from '../lib/log';
import { currentRequestId } from '../lib/request-context';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'MALFORMED_JSON'
  | 'VALIDATION_FAILED'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'CROSS_SITE'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONFLICT'
  | 'ACCOUNT_NEEDED'
  | 'HISTORY_GONE'
  | 'OP_REFUSED'
  | 'INVALID_DESIGN'
  | 'NOT_ORDERABLE'
  | 'DOCUMENT_UNREADABLE'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  /** issue 54: a member the owner removed (their device forgets its copy of the design). */
  | 'REMOVED'
  | 'INTERNAL'
  | 'UNAVAILABLE';

export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    field?: string;
    id?: string;
    details?: unknown;
    findings?: unknown[];
    /** The request's id (server/http/request-id.ts), as in its X-Request-Id header and log lines. */
    requestId?: string;
  };
}

/** An error meant for the caller: thrown anywhere in a handler, answered as JSON by onError. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly extra: { field?: string; details?: unknown; findings?: unknown[] } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what: string) => new ApiError(404, 'NOT_FOUND', `${what} was not found.`);

/** Turns a zod failure into a 400 that names the first offending field, e.g. `body.items[0].quantity`. */
export function validationError(error: z.ZodError, where: 'body' | 'query' | 'params'): ApiError {
  const first = error.issues[0];
  const field = first ? formatPath(first.path) : '';
  const name = field ? `${where}.${field}` : where;
  const message = first ? `Invalid ${name}: ${first.message}` : `Invalid ${where}`;
  return new ApiError(400, 'VALIDATION_FAILED', message, {
    field: name,
    details: error.issues.map((i) => ({ field: formatPath(i.path), message: i.message })),
  });
}

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
}

/** An error answer; it carries the request's id, so a customer's report leads to its log lines. */
export function errorJson(c: Context, status: ContentfulStatusCode, body: ErrorBody) {
  const requestId = body.error.requestId ?? currentRequestId();
  const error = requestId ? { ...body.error, requestId } : body.error;
  return c.json({ ...body, error }, status, { 'Cache-Control': 'no-store' });
}

export const onError: ErrorHandler = (err, c) => {
  if (err instanceof ApiError) {
    return errorJson(c, err.status, {
      error: { code: err.code, message: err.message, ...err.extra },
    });
  }
  // A stored design this version cannot read (damaged, or saved by a newer release): the row is
  // left exactly as it is, and the caller is told so instead of a crash.
  if (err instanceof Error && err.name === 'DocumentLoadError') {
    log.warn('stored document refused', { method: c.req.method, path: c.req.path });
    return errorJson(c, 422, {
      error: {
        code: 'DOCUMENT_UNREADABLE',
        message:
          'This design was saved in a form this version of Bindery cannot read. It is kept unchanged; contact support to recover it.',
      },
    });
  }
  // Hono raises HTTPException for things like oversized bodies; keep their status, hide internals.
  const status = (err as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return errorJson(c, status as ContentfulStatusCode, {
      error: { code: 'BAD_REQUEST', message: err.message || 'Bad request.' },
    });
  }
  // A value the database cannot take (SQLSTATE class 22: out of range, bad encoding, not a date)
  // came from the request; schemas should catch it first, this keeps a missed case a 400.
  const sqlState = sqlStateOf(err);
  if (sqlState?.startsWith('22')) {
    log.warn('database refused a value', { method: c.req.method, path: c.req.path, sqlState });
    return errorJson(c, 400, {
      error: { code: 'BAD_REQUEST', message: 'A value in the request is out of range or not valid.' },
    });
  }
  const id = crypto.randomUUID();
  log.error('unhandled error', {
    id,
    method: c.req.method,
    path: c.req.path,
    ...(sqlState ? { sqlState } : {}),
    error:
      err instanceof Error
        ? {
            name: err.name,
            message: withoutQueryParams(err.message),
            stack: withoutQueryParams(err.stack ?? ''),
          }
        : withoutQueryParams(String(err)),
  });
  return errorJson(c, 500, {
    error: { code: 'INTERNAL', message: `Something went wrong on our side. Reference: ${id}`, id },
  });
};

/** The SQLSTATE of a database error, also when an ORM wrapped it (drizzle puts it in `cause`). */
export function sqlStateOf(err: unknown): string | null {
  for (
    let e = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, severity } = e as { code?: unknown; severity?: unknown };
    // Database errors carry a severity too; system errors (EPIPE) only look similar.
    if (
      typeof code === 'string' &&
      /^[0-9A-Z]{5}$/.test(code) &&
      (typeof severity === 'string' || /^\d/.test(code))
    )
      return code;
  }
  return null;
}

/**
 * A failed query's message lists its parameters (e-mail addresses, names, addresses): the log
 * keeps the SQL and drops the values.
 */
export function withoutQueryParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, '\nparams: [not logged]');
}

export const apiNotFound: NotFoundHandler = (c) =>
  errorJson(c, 404, {
    error: { code: 'NOT_FOUND', message: `No API at ${c.req.method} ${c.req.path}.` },
  });
