import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { cachedCatalog, forgetCachedCatalogs } from './catalog-cache';

const db = {} as Db;
const otherDb = {} as Db;

describe('the catalog cache', () => {
  it('reads once per key and database until the catalog is seeded again', async () => {
    let reads = 0;
    const read = async () => ++reads;
    expect(await cachedCatalog(db, 'a', read)).toBe(1);
    expect(await cachedCatalog(db, 'a', read)).toBe(1);
    expect(await cachedCatalog(db, 'b', read)).toBe(2);
    expect(await cachedCatalog(otherDb, 'a', read)).toBe(3);
    forgetCachedCatalogs();
    expect(await cachedCatalog(db, 'a', read)).toBe(4);
  });

  it('keeps neither a failed read nor an answer it is told not to keep', async () => {
    let reads = 0;
    await expect(
      cachedCatalog(db, 'fails', async () => Promise.reject(new Error(`down ${++reads}`))),
    ).rejects.toThrow('down 1');
    await Promise.resolve();
    expect(await cachedCatalog(db, 'fails', async () => ++reads)).toBe(2);
    const none = async () => {
      reads += 1;
      return null;
    };
    expect(await cachedCatalog(db, 'missing', none, (v) => v !== null)).toBeNull();
    await Promise.resolve();
    expect(
      await cachedCatalog(
        db,
        'missing',
        async () => 'found',
        (v) => v !== null,
      ),
    ).toBe('found');
  });
});
