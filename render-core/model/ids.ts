import { z } from 'zod';

/**
 * Ids of the records an edit creates (pages, frames). They come from the document's `nextId`
 * counter; in a shared design each person also has an id tag, so two people adding a page at the
 * same moment make `p21.k3` and `p21.m8` instead of two `p21` (the second insert would be skipped
 * and its later edits would land on the other person's page). A document edited without a tag
 * keeps the plain `p21`, so solo designs and stored documents look as they always did.
 */

/** A person's tag: short, lowercase letters and digits, never a `.` (the tag's separator). */
export const idTagSchema = z
  .string()
  .regex(/^[a-z0-9]{1,8}$/, 'an id tag is 1 to 8 lowercase letters or digits');

/**
 * The longest id a tag can make: prefix + the largest safe counter (16 digits) + `.` + 8, far
 * under the 64 characters an id may have on the collaboration wire.
 */
export const LONGEST_TAGGED_ID = 1 + String(Number.MAX_SAFE_INTEGER).length + 1 + 8;

export type IdPrefix = 'p' | 'f';

/** The id numbered `n`: `p21` without a tag, `p21.k3` with the tag `k3`. */
export function makeId(prefix: IdPrefix, n: number, tag?: string): string {
  return tag === undefined ? `${prefix}${n}` : `${prefix}${n}.${tag}`;
}
