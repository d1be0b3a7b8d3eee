import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Config } from '../config';
import { ApiError } from './errors';
import type { JsonShapeLimits } from './json-shape';

/** Where the JSON API is mounted (server/app.ts). */
export const API_PREFIX = '/webapp/api';

/** How much of a request the API reads, from the configuration (README, "Configuration"). */
export interface InputLimits {
  bodyBytes: number;
  designBodyBytes: number;
  jsonDepth: number;
  jsonKeys: number;
  designJsonKeys: number;
  queryBytes: number;
}

export function inputLimits(config: Config): InputLimits {
  return {
    bodyBytes: config.API_BODY_LIMIT_BYTES,
    designBodyBytes: config.API_DESIGN_BODY_LIMIT_BYTES,
    jsonDepth: config.API_JSON_DEPTH_LIMIT,
    jsonKeys: config.API_JSON_KEYS_LIMIT,
    designJsonKeys: config.API_DESIGN_JSON_KEYS_LIMIT,
    queryBytes: config.API_QUERY_LIMIT_BYTES,
  };
}

/**
 * The only routes that take more than a small body: each carries a whole design document (every
 * page, frame and photo with its analysis). A 140-page book of 1,000 photos saves as 0.66 MB with
 * 36,000 members, 2,000 photos as 1.2 MB; a set of 2,000 prints 1.5 MB with 86,000 members. Every
 * other body (an address, a batch of 50 analytics events, 1,000 GPS points) fits in a few KB.
 * Paths as in contract/api/routes.ts (a test holds them to it).
 */
export const DESIGN_ROUTES: readonly { method: string; path: string }[] = [
  { method: 'POST', path: '/print' },
  { method: 'POST', path: '/print/update' },
  // A batch of ops: at most 256 KB, checked by the route itself (server/collab/ops-routes.ts).
  { method: 'POST', path: '/print/collab/ops' },
];
const designRoutes = new Set(DESIGN_ROUTES.map((r) => `${r.method} ${API_PREFIX}${r.path}`));

export interface RouteLimits {
  bodyBytes: number;
  json: JsonShapeLimits;
}

export function routeLimits(method: string, path: string, limits: InputLimits): RouteLimits {
  const design = designRoutes.has(`${method} ${path.replace(/\/+$/, '') || '/'}`);
  return {
    bodyBytes: design ? limits.designBodyBytes : limits.bodyBytes,
    json: { maxDepth: limits.jsonDepth, maxKeys: design ? limits.designJsonKeys : limits.jsonKeys },
  };
}

/** 65536 as "64 KB", 4194304 as "4 MB": limits are configured in bytes, told in words. */
export function sizeInWords(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/**
 * Refuses an API request whose query string or body is larger than its route takes, before
 * anything reads it: the query by its length (414), the body by Content-Length or, sent in chunks,
 * as it streams in (413, the rest is never read). Its JSON is then checked for depth and width
 * before it is parsed (./validate.ts, with `jsonLimits`).
 */
export function boundInput(limits: InputLimits): MiddlewareHandler {
  const bodyLimits = new Map<number, MiddlewareHandler>();
  const bodyLimitOf = (maxSize: number) => {
    let handler = bodyLimits.get(maxSize);
    if (!handler) {
      handler = bodyLimit({
        maxSize,
        onError: (c) => {
          // The rest of the body is never read: the connection is closed after the answer, or a
          // client could send its next request on a socket the server is about to drop.
          c.header('Connection', 'close');
          throw new ApiError(
            413,
            'PAYLOAD_TOO_LARGE',
            `The request body is larger than ${sizeInWords(maxSize)}, the most ${c.req.method} ${c.req.path} takes.`,
          );
        },
      });
      bodyLimits.set(maxSize, handler);
    }
    return handler;
  };
  return async (c, next) => {
    const url = c.req.url;
    const queryAt = url.indexOf('?');
    // The URL is percent-encoded ASCII here, so its length is its size in bytes.
    if (queryAt >= 0 && url.length - queryAt - 1 > limits.queryBytes) {
      throw new ApiError(
        414,
        'BAD_REQUEST',
        `The query string is longer than ${sizeInWords(limits.queryBytes)}, the most this API reads.`,
        { field: 'query' },
      );
    }
    if (bodyOnRead(c)) {
      // Nothing reads a GET's body, so a large one would wait on the socket while a large answer
      // (the API description) waits for the client to read: both would stall. Refused unread.
      c.header('Connection', 'close');
      throw new ApiError(400, 'BAD_REQUEST', `${c.req.method} ${c.req.path} takes no request body.`);
    }
    return bodyLimitOf(routeLimits(c.req.method, c.req.path, limits).bodyBytes)(c, next);
  };
}

/** A GET or HEAD that carries a body (by its length or in chunks). */
function bodyOnRead(c: Context): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false;
  const length = Number(c.req.header('content-length') ?? 0);
  return length > 0 || c.req.header('transfer-encoding') !== undefined;
}

/** The JSON depth and width the route of a request takes (for ./validate.ts). */
export const jsonLimits =
  (limits: InputLimits) =>
  (c: Context): JsonShapeLimits =>
    routeLimits(c.req.method, c.req.path, limits).json;
