import { z } from 'zod';

/**
 * Text no database keeps faithfully: PostgreSQL refuses NUL in text and jsonb, and a lone UTF-16
 * surrogate is refused in jsonb and silently turned into U+FFFD in text. Neither is ever typed by
 * a person, so they are refused at the boundary with a 400 instead of failing later as a 500.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function unsafeTextProblem(s: string): string | null {
  if (s.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(s)) return 'must not contain unpaired surrogates (broken Unicode)';
  return null;
}

/** A string that refuses NUL and lone surrogates; use it for every free-text field of a schema. */
export const safeString = () =>
  z.string().refine((s) => unsafeTextProblem(s) === null, {
    message: 'must not contain NUL characters or broken Unicode',
  });

/** Whole numbers that fit the database's `integer` columns (32 bits, signed). */
export const INT32_MAX = 2_147_483_647;
export const int32 = () =>
  z
    .number()
    .int()
    .min(-INT32_MAX - 1)
    .max(INT32_MAX);

/** A calendar date `YYYY-MM-DD` that exists (zod's iso.date already refuses 2026-02-31). */
export const isoDate = () => z.iso.date({ message: 'must be a date such as 2026-05-01' });

/** A timestamp that parses to a real instant (an ISO date-time such as 2026-05-01T10:00:00Z). */
export const isoDateTime = () =>
  z.iso.datetime({ offset: true, message: 'must be a date and time such as 2026-05-01T10:00:00Z' });

export { isUuid } from './uuid';
