import type { Db } from '../db/client';

/**
 * The catalog changes only with a deploy (server/catalog/seed.ts, at start), yet every catalog,
 * basket and checkout request read it: one of the costliest reads under load (issue 26). Each
 * answer is kept per database and key — a currency and a catalog language, a bounded set — until
 * the catalog is seeded again. A failed read is not kept.
 */
const caches = new WeakMap<Db, { generation: number; entries: Map<string, Promise<unknown>> }>();
let generation = 0;

/** The catalog was (re)seeded: every kept answer is stale. */
export function forgetCachedCatalogs(): void {
  generation += 1;
}

/**
 * The answer of `read` for `key`, read once per seeding. An answer `keep` refuses (say, nothing
 * found for a key a request made up) is not kept, so the cache holds only what the catalog has.
 */
export function cachedCatalog<T>(
  db: Db,
  key: string,
  read: () => Promise<T>,
  keep: (answer: T) => boolean = () => true,
): Promise<T> {
  let cache = caches.get(db);
  if (!cache || cache.generation !== generation) {
    cache = { generation, entries: new Map() };
    caches.set(db, cache);
  }
  const { entries } = cache;
  let answer = entries.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = read();
    entries.set(key, answer);
    answer.then(
      (value) => {
        if (!keep(value)) entries.delete(key);
      },
      () => entries.delete(key),
    );
  }
  return answer;
}
