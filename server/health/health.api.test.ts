import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { appMeta } from '../db/schema';
import { json, startTestServer, type TestServer } from '../test/harness';

let server: TestServer | undefined;
afterAll(() => server?.stop());

describe('health and persistence', () => {
  it('reports the database', async () => {
    server = await startTestServer();
    const res = await fetch(server.api('/health'));
    expect(res.status).toBe(200);
    const body = await json<{
      status: string;
      database: { kind: string; ok: boolean };
      eventLoop: { p50Ms: number; p99Ms: number; maxMs: number };
    }>(res);
    expect(body.status).toBe('ok');
    expect(body.eventLoop).toEqual({
      p50Ms: expect.any(Number),
      p99Ms: expect.any(Number),
      maxMs: expect.any(Number),
    });
    expect(body.database.ok).toBe(true);
    expect(body.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('keeps its data across a restart, with migrations and seeding run again harmlessly', async () => {
    server ??= await startTestServer();
    await server.database.db.insert(appMeta).values({ key: 'restart-check', value: 'still here' });
    server = await server.restart();
    const rows = await server.database.db.select().from(appMeta).where(eq(appMeta.key, 'restart-check'));
    expect(rows[0]?.value).toBe('still here');
    const res = await fetch(server.api('/catalog'));
    expect(res.status).toBe(200);
  });
});
