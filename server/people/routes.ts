import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireUser } from '../auth/current-user';
import type { AppEnv } from '../http/env';
import { readJson } from '../http/validate';
import { savePersonBody } from '../../contract/api/editor';
import { listPeople, personJson } from './people';
import { people } from './schema';

/**
 * POST /api/people/save-person: names a person on photos (adding to the photos already named
 * for them), or with `remove`, takes them off those photos. A person on no photos is deleted.
 */
export const peopleRoutes = new Hono<AppEnv>()
  .post('/save-person', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, savePersonBody);
    const saved = await c.var.db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(people)
        .where(and(eq(people.ownerUuid, user.uuid), eq(people.name, body.name)));
      const before = existing?.photoIds ?? [];
      const photoIds = body.remove
        ? before.filter((id) => !body.photoIds.includes(id))
        : [...new Set([...before, ...body.photoIds])];
      if (photoIds.length === 0) {
        if (existing) await tx.delete(people).where(eq(people.id, existing.id));
        return null;
      }
      if (existing) {
        const [row] = await tx
          .update(people)
          .set({ photoIds, updatedAt: sql`now()` })
          .where(eq(people.id, existing.id))
          .returning();
        return row!;
      }
      const [row] = await tx
        .insert(people)
        .values({ ownerUuid: user.uuid, name: body.name, photoIds })
        .returning();
      return row!;
    });
    return c.json({ person: saved ? personJson(saved) : null });
  })
  .get('/list', async (c) => {
    const user = await requireUser(c);
    const rows = await listPeople(c.var.db, user.uuid);
    return c.json({ people: rows.map(personJson) }, 200, { 'Cache-Control': 'no-store' });
  });
