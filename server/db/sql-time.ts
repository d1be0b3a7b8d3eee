import { type SQL, sql } from 'drizzle-orm';

/** The database's now() moved by `ms` milliseconds (negative: in the past), so every server agrees on the clock. */
export const nowPlusMs = (ms: number): SQL => sql`now() + (${ms} * interval '1 millisecond')`;
