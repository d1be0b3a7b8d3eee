import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { ApiError, validationError } from './errors';
import { type JsonShapeLimits, type JsonShapeProblem, jsonShapeProblem } from './json-shape';
import { findUnsafeText, unsafeTextProblem } from './text';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type SchemaObserver = (where: 'body' | 'query' | 'params', schema: z.ZodType) => void;
let observer: SchemaObserver | null = null;

/**
 * Tests only: hears which schema a handler reads its input with, so the fuzz test
 * (server/http/fuzz.api.test.ts) can build valid inputs and change one field at a time.
 */
export function observeSchemas(fn: SchemaObserver | null): void {
  observer = fn;
}

function isJson(contentType: string | undefined): boolean {
  return !!contentType && /^application\/([\w.+-]*\+)?json\b/i.test(contentType);
}

const FORM = /^application\/x-www-form-urlencoded\b/i;

function refuseUnsafe(
  where: 'body' | 'query' | 'path',
  found: { path: (string | number)[]; problem: string },
) {
  const field = [where, ...found.path.map(String)].join('.');
  throw new ApiError(400, 'VALIDATION_FAILED', `Invalid ${field}: ${found.problem}`, { field });
}

/**
 * Whether a JSON text that parsed may hold text ./text.ts refuses. JSON.parse refuses a raw NUL
 * (control characters must be escaped) and the body was decoded from UTF-8, which has no lone
 * surrogates, so such text only arrives written as an escape, \u0000 or \uD800-\uDFFF (raw
 * surrogates are matched too, to be safe: that only costs a walk). Text without any of these
 * (nearly every body: JSON.stringify writes other characters as they are) needs no walk at all.
 */
const MAY_HOLD_UNSAFE_TEXT = /\\u(?:0000|[dD][89a-fA-F])|[\ud800-\udfff]/;

/** Bodies already parsed by the guard below, so readJson does not parse them a second time. */
const parsedBodies = new WeakMap<Context, unknown>();

function refuseShape(c: Context, problem: JsonShapeProblem): never {
  if (problem.kind === 'depth') {
    throw new ApiError(
      400,
      'BAD_REQUEST',
      `The request body is nested more than ${problem.limit} levels deep; no request to this API needs that many.`,
      { field: 'body' },
    );
  }
  throw new ApiError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The request body has more than ${problem.limit} named fields, the most ${c.req.method} ${c.req.path} takes.`,
    { field: 'body' },
  );
}

/**
 * Every API request that says it carries JSON is parsed once up front, so malformed JSON is a
 * clear 400 on every endpoint, including ones that do not read a body. Before it is parsed, its
 * depth and number of members are checked in one pass over the text (./json-shape.ts, limits per
 * route from `shapeFor`). Text no database keeps (NUL, lone surrogates; see ./text.ts) is refused
 * here too, in the path, the query, JSON and form bodies alike, so no route can fail on it with a
 * 500. Every step is linear in the size of the request.
 */
export function rejectMalformedJson(shapeFor: (c: Context) => JsonShapeLimits): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const queryAt = url.indexOf('?');
    if (/%00/i.test(queryAt < 0 ? url : url.slice(0, queryAt))) {
      refuseUnsafe('path', { path: [], problem: 'must not contain NUL characters' });
    }
    for (const [key, values] of Object.entries(c.req.queries())) {
      for (const v of [key, ...values]) {
        const problem = unsafeTextProblem(v);
        if (problem) refuseUnsafe('query', { path: [key], problem });
      }
    }
    if (BODY_METHODS.has(c.req.method)) {
      const type = c.req.header('content-type');
      if (isJson(type)) {
        const text = await c.req.text();
        if (text.trim() !== '') {
          const shape = jsonShapeProblem(text, shapeFor(c));
          if (shape) refuseShape(c, shape);
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch (err) {
            const reason = err instanceof Error ? err.message : 'unreadable';
            throw new ApiError(400, 'MALFORMED_JSON', `The request body is not valid JSON: ${reason}`);
          }
          if (MAY_HOLD_UNSAFE_TEXT.test(text)) {
            const found = findUnsafeText(parsed);
            if (found) refuseUnsafe('body', found);
          }
          parsedBodies.set(c, parsed);
        }
      } else if (type && FORM.test(type)) {
        for (const [key, value] of new URLSearchParams(await c.req.text())) {
          const problem = unsafeTextProblem(key) ?? unsafeTextProblem(value);
          if (problem) refuseUnsafe('body', { path: [key], problem });
        }
      }
    }
    await next();
  };
}

/** The request's JSON body, validated. A missing or non-JSON body is a 400/415, never a crash. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  if (!isJson(c.req.header('content-type'))) {
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the body as JSON (Content-Type: application/json).',
    );
  }
  observer?.('body', schema);
  const text = await c.req.text();
  if (text.trim() === '') throw new ApiError(400, 'VALIDATION_FAILED', 'The request body is empty.');
  let body: unknown;
  if (parsedBodies.has(c)) body = parsedBodies.get(c);
  else {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'MALFORMED_JSON', 'The request body is not valid JSON.');
    }
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error, 'body');
  return parsed.data;
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  observer?.('query', schema);
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw validationError(parsed.error, 'query');
  return parsed.data;
}

export function readParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  observer?.('params', schema);
  const parsed = schema.safeParse(c.req.param());
  if (!parsed.success) throw validationError(parsed.error, 'params');
  return parsed.data;
}
