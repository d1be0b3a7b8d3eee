import type { Db } from '../db/client';

/**
 * The catalog changes only with a deploy (server/catalog/seed.ts, at start), yet every catalog,
 * basket and checkout request read it: one of the costliest reads under load (issue 26). Each
 * answer is kept per database and key — a currency and a catalog language, a bounded set — until
 * the catalog is seeded again. A failed read is not kept.
 */
interface Cache {
  generation: number;
  entries: Map<string, Promise<unknown>>;
  /** The answers of `entries` that have arrived and are kept. */
  settled: Map<string, unknown>;
}
const caches = new WeakMap<Db, Cache>();
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
  const cache = cacheOf(db);
  const { entries, settled } = cache;
  let answer = entries.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = read();
    entries.set(key, answer);
    answer.then(
      (value) => {
        if (!keep(value)) entries.delete(key);
        else if (cache.generation === generation) settled.set(key, value);
      },
      () => entries.delete(key),
    );
  }
  return answer;
}

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache || cache.generation !== generation) {
    cache = { generation, entries: new Map(), settled: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/**
 * For code inside a transaction of `db`: the kept answer for `key` if it has arrived, else the
 * answer of `read` on the transaction's own handle (not kept). Never a read of `db`, nor a wait for
 * one under way: inside a transaction that read waits for a connection the transaction may hold
 * (server/db/transaction-guard.ts).
 */
export async function cachedCatalogIn<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  const { settled } = cacheOf(db);
  if (settled.has(key)) return settled.get(key) as T;
  return read();
}
