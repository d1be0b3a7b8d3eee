import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { ApiError, validationError } from './errors';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isJson(contentType: string | undefined): boolean {
  return !!contentType && /^application\/([\w.+-]*\+)?json\b/i.test(contentType);
}

/**
 * Every API request that says it carries JSON is parsed once up front, so malformed JSON is a
 * clear 400 on every endpoint, including ones that do not read a body.
 */
export const rejectMalformedJson: MiddlewareHandler = async (c, next) => {
  if (BODY_METHODS.has(c.req.method) && isJson(c.req.header('content-type'))) {
    const text = await c.req.text();
    if (text.trim() !== '') {
      try {
        JSON.parse(text);
      } catch (err) {
        const reason = err instanceof Error ? err.message : 'unreadable';
        throw new ApiError(400, 'MALFORMED_JSON', `The request body is not valid JSON: ${reason}`);
      }
    }
  }
  await next();
};

/** The request's JSON body, validated. A missing or non-JSON body is a 400/415, never a crash. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  if (!isJson(c.req.header('content-type'))) {
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the body as JSON (Content-Type: application/json).',
    );
  }
  const text = await c.req.text();
  if (text.trim() === '') throw new ApiError(400, 'VALIDATION_FAILED', 'The request body is empty.');
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success) throw validationError(parsed.error, 'body');
  return parsed.data;
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw validationError(parsed.error, 'query');
  return parsed.data;
}

export function readParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.param());
  if (!parsed.success) throw validationError(parsed.error, 'params');
  return parsed.data;
}
