import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../test/harness';
import { analyticsEvents } from './schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(server.api('/analytics'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const pageView = (id: string, route: string) => ({
  id,
  name: 'PageView',
  properties: { route, locale: 'de-de' },
  at: '2026-11-21T06:00:00.000Z',
});

describe('POST /webapp/api/analytics', () => {
  it('stores a batch with the visitor cookie and ignores a resent event id', async () => {
    const res = await post(
      { events: [pageView('evt-00000001', '/'), pageView('evt-00000002', '/products')] },
      {
        Cookie: 'bindery_uid=visitor-1',
      },
    );
    expect(res.status).toBe(202);
    expect(await json(res)).toEqual({ received: 2, stored: 2 });

    const again = await post({ events: [pageView('evt-00000002', '/products')] });
    expect(await json(again)).toEqual({ received: 1, stored: 0 });

    const rows = await server.database.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);
    expect(rows.map((r) => [r.name, r.properties, r.visitorId])).toEqual([
      ['PageView', { route: '/', locale: 'de-de' }, 'visitor-1'],
      ['PageView', { route: '/products', locale: 'de-de' }, 'visitor-1'],
    ]);
  });

  it('rejects a bad event, naming the field, and stores nothing of that batch', async () => {
    const before = (await server.database.db.select().from(analyticsEvents)).length;
    const res = await post({
      events: [pageView('evt-00000003', '/'), { ...pageView('evt-00000004', '/'), name: '' }],
    });
    expect(res.status).toBe(400);
    const body = await json<{ error: { code: string; field: string } }>(res);
    expect(body.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'body.events[1].name' });
    expect((await server.database.db.select().from(analyticsEvents)).length).toBe(before);
  });

  it('rejects an empty batch and a batch over 50 events', async () => {
    expect((await post({ events: [] })).status).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => pageView(`evt-many-${i}`, '/'));
    expect((await post({ events: many })).status).toBe(400);
  });

  it('rejects a body that is not JSON', async () => {
    const res = await fetch(server.api('/analytics'), { method: 'POST', body: 'name=PageView' });
    expect(res.status).toBe(415);
  });
});
