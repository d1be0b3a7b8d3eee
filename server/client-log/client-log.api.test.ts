import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../test/harness';
import { clientLogs } from './schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('POST /webapp/api/auth/_log', () => {
  it('records a JSON client error', async () => {
    const res = await fetch(server.api('/auth/_log'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ level: 'error', code: 'UNIQUE_ID_MISSING', message: 'cookie gone' }),
    });
    expect(res.status).toBe(201);
    const rows = await server.database.db.select().from(clientLogs);
    expect(rows.map((r) => [r.level, r.code, r.message])).toContainEqual([
      'error',
      'UNIQUE_ID_MISSING',
      'cookie gone',
    ]);
  });

  it('records a form-encoded entry as the session library sends it', async () => {
    const res = await fetch(server.api('/auth/_log'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        level: 'error',
        code: 'CLIENT_SESSION_ERROR',
        message: 'fetch failed',
      }).toString(),
    });
    expect(res.status).toBe(201);
    const rows = await server.database.db.select().from(clientLogs);
    expect(rows.map((r) => r.code)).toContain('CLIENT_SESSION_ERROR');
  });

  it('rejects an unknown level, naming the field', async () => {
    const res = await fetch(server.api('/auth/_log'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ level: 'panic', code: 'X', message: 'm' }),
    });
    expect(res.status).toBe(400);
    expect((await json<{ error: { field: string } }>(res)).error.field).toBe('body.level');
  });

  it('answers 415 to a body of another type', async () => {
    const res = await fetch(server.api('/auth/_log'), { method: 'POST', body: 'hello' });
    expect(res.status).toBe(415);
  });

  it('takes CLIENT_LOG_LIMIT_PER_CLIENT lines a minute from one client, then answers 429 and writes nothing', async () => {
    const limited = await startTestServer({ CLIENT_LOG_LIMIT_PER_CLIENT: '5' });
    try {
      const send = (n: number) =>
        fetch(limited.api('/auth/_log'), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ level: 'error', code: 'FLOOD', message: `line ${n}` }),
        });
      const statuses: number[] = [];
      for (let n = 0; n < 12; n++) statuses.push((await send(n)).status);
      expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
      const rows = await limited.database.db.select().from(clientLogs);
      expect(rows.filter((r) => r.code === 'FLOOD')).toHaveLength(5);
    } finally {
      await limited.stop();
    }
  });
});
