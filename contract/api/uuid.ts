/**
 * Without zod on purpose: the web app's first screens import this (the editor's route checks its
 * print id), and importing it from primitives.ts put all of zod into the first download.
 */

/** The shape of a uuid (any version): print, photo and user ids. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` has a uuid's shape: anything else names no record, and must not reach a uuid column. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
