import type { BookDocument } from '../../render-core';
import type { Config } from '../config';
import { sizeInWords } from '../http/input-limits';

/**
 * How large a design may grow by ops (issue 54: a guest's 22 photos with 230 KB places took one
 * from 8 KB to 4.8 MB, and its owner's next whole save was refused with a 413). Derived from what a
 * whole save takes (API_DESIGN_BODY_LIMIT_BYTES, API_DESIGN_JSON_KEYS_LIMIT) less room for the
 * save's other fields, so a design that ops allowed can always be saved by its owner.
 */
export interface DesignBound {
  bytes: number;
  keys: number;
}

/** Room in a whole save's body for what is not the document (print id, revision, title...). */
const SAVE_ROOM_BYTES = 64 * 1024;
const SAVE_ROOM_KEYS = 1000;

export const designBound = (
  config: Pick<Config, 'API_DESIGN_BODY_LIMIT_BYTES' | 'API_DESIGN_JSON_KEYS_LIMIT'>,
): DesignBound => ({
  bytes: Math.max(1024, config.API_DESIGN_BODY_LIMIT_BYTES - SAVE_ROOM_BYTES),
  keys: Math.max(100, config.API_DESIGN_JSON_KEYS_LIMIT - SAVE_ROOM_KEYS),
});

function countKeys(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + countKeys(v), 0);
  let n = 0;
  for (const v of Object.values(value)) n += 1 + countKeys(v);
  return n;
}

/** The JSON of a design has at least this many bytes per named field (`"x":0,` is six). */
const MIN_BYTES_PER_KEY = 5;

/**
 * Why the design `after` is too large, or null. A design already past the bound (saved whole
 * before it) may still shrink: only a change that makes it larger than it was is refused.
 */
export function overBound(before: BookDocument, after: BookDocument, bound: DesignBound): string | null {
  const bytes = Buffer.byteLength(JSON.stringify(after));
  const keys = bytes > bound.keys * MIN_BYTES_PER_KEY ? countKeys(after) : 0;
  if (bytes <= bound.bytes && keys <= bound.keys) return null;
  const was = Buffer.byteLength(JSON.stringify(before));
  if (bytes <= was && keys <= countKeys(before)) return null;
  if (bytes > bound.bytes) {
    return `A design is at most ${sizeInWords(bound.bytes)} (${bound.bytes} bytes); this change would make it ${bytes} bytes. Use fewer or smaller photos or texts.`;
  }
  return `A design has at most ${bound.keys} fields; this change would give it ${keys}.`;
}
