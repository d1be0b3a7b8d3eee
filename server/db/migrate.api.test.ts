import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogData } from '../catalog/catalog-data';
import { seedCatalog } from '../catalog/seed';
import { createScratchDatabase } from '../test/harness';
import { migrationsFolder, openDatabase } from './client';

const dataDir = mkdtempSync(join(tmpdir(), 'bindery-migrate-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * Servers and workers of one release start together (a deploy, a scale-out): each migrates the
 * database and seeds the catalog on start. On PostgreSQL they take turns migrating, so none fails
 * with "already exists" and each migration runs once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('migrating PostgreSQL', () => {
  it('lets processes starting at the same moment migrate and seed a new database, each migration once', async () => {
    const url = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    const opened = await Promise.all([0, 1, 2, 3].map(() => openDatabase({ dataDir, databaseUrl: url })));
    try {
      const results = await Promise.allSettled(opened.map((d) => d.migrate()));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'migrated'))).toEqual([
        'migrated',
        'migrated',
        'migrated',
        'migrated',
      ]);
      // Then each seeds the catalog (upserts in one order: the later ones wait, then update).
      const seeded = await Promise.all(opened.map((d) => seedCatalog(d.db, loadCatalogData())));
      expect(new Set(seeded.map((r) => r.products)).size).toBe(1);
      const migrations = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).length;
      const applied = await opened[0]!.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect((applied as unknown as { n: number }[])[0]!.n).toBe(migrations);
    } finally {
      await Promise.all(opened.map((d) => d.close()));
    }
  }, 120_000);
});
