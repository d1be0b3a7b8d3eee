import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../test/harness';
import { pollHealth, sendRaw } from './hostile.test-helper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

type ErrorBody = { error: { code: string; message: string; field?: string } };

/**
 * A hostile request may take at most this long. Not a speed assertion: a linear guard answers in
 * milliseconds; this only catches a request that holds the event loop (40,000 nested arrays once
 * held it for 14 s).
 */
const HOSTILE_BOUND_MS = 2000;

const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

async function post(path: string, body: string, contentType = 'application/json') {
  return fetch(server.api(path), {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
    signal: AbortSignal.timeout(HOSTILE_BOUND_MS),
  });
}

const objectWithKeys = (n: number) => `{${'"":0,'.repeat(n - 1)}"":0}`;

describe('input the server bounds before it reads it', () => {
  it('refuses a GET that carries a body, unread, even where the answer is large', async () => {
    // The API description is about 150 KB: answered without reading a megabyte sent with it, both
    // sides once waited on each other until the client gave up.
    const body = {
      what: 'a megabyte',
      contentType: 'text/plain',
      body: 'x'.repeat(1_000_000),
      chunked: false,
    };
    const got = await sendRaw(server.api('/openapi.json'), { method: 'GET', cookie: '', body }, 20_000);
    expect(got.status).toBe(400);
    expect(JSON.parse(got.text)).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    // Without a body it is answered as ever. Its 150 KB answer is read: one left unread holds the
    // connection open, and the server's stop waits for it (it once held a test's stop for a minute).
    const plain = await fetch(server.api('/openapi.json'));
    expect(plain.status).toBe(200);
    await plain.arrayBuffer();
  });

  it('answers 40,000 nested arrays with a 4xx while health keeps answering', async () => {
    const health = pollHealth(server.api('/health'), HOSTILE_BOUND_MS);
    // 80 KB: past the small routes' size limit, so refused before a byte of it is looked at.
    const small = await post('/suggestions/captions', nestedArrays(40_000));
    expect(small.status).toBe(413);
    expect((await json<ErrorBody>(small)).error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringMatching(
        /larger than 64 KB, the most POST \/webapp\/api\/suggestions\/captions takes/,
      ),
    });
    // Under that size the depth is what gives it away; a design route takes 4 MB, so it sees 200,000 levels.
    for (const [path, levels] of [
      ['/suggestions/captions', 20_000],
      ['/print/update', 40_000],
      ['/print', 200_000],
    ] as const) {
      const res = await post(path, nestedArrays(levels));
      expect(res.status, `${path} ${levels}`).toBe(400);
      expect((await json<ErrorBody>(res)).error).toMatchObject({
        code: 'BAD_REQUEST',
        field: 'body',
        message: expect.stringMatching(/nested more than 64 levels deep/),
      });
    }
    const { problems, asked } = await health.stop();
    expect(problems).toEqual([]);
    expect(asked).toBeGreaterThan(0);
  });

  it('counts the members of a body before parsing it, more for a design', async () => {
    const wide = await post('/places/lookup', objectWithKeys(5001));
    expect(wide.status).toBe(413);
    expect((await json<ErrorBody>(wide)).error.message).toMatch(/more than 5000 named fields/);
    // A design may have many more: this one reaches the route, which wants a signed-in customer.
    const design = await post('/print/update', objectWithKeys(5001));
    expect(design.status).toBe(401);
    await design.body?.cancel();
    const tooWide = await post('/print/update', objectWithKeys(300_001));
    expect(tooWide.status).toBe(413);
    expect((await json<ErrorBody>(tooWide)).error.message).toMatch(/more than 300000 named fields/);
  });

  it('reads brackets and colons inside strings as text', async () => {
    const label = `${'[{:'.repeat(19)}"\\`;
    const res = await post(
      '/suggestions/captions',
      JSON.stringify({
        events: Array.from({ length: 200 }, () => ({ date: '2026-05-01', label })),
        items: [],
      }),
    );
    // Past the guards: the schema's own answer (items must not be empty).
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.field).toBe('body.items');
  });

  it('takes a large body only where a route needs it', async () => {
    const big = JSON.stringify({ id: 'x', document: { notes: 'x'.repeat(1024 * 1024) } });
    const design = await post('/print/update', big);
    expect(design.status).toBe(401);
    await design.body?.cancel();
    const other = await post('/people/save-person', big);
    expect(other.status).toBe(413);
    expect((await json<ErrorBody>(other)).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('stops reading a body sent in chunks once it passes the limit', async () => {
    // Its own socket (agent: false), so the refused upload leaves no half-read connection behind.
    const chunk = `"${'x'.repeat(16 * 1024)}",`;
    let sent = 0;
    let answered = false;
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(server.api('/analytics'), {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json' },
      });
      // The server may close the socket while the rest is still being sent.
      req.on('error', (err) => (answered ? undefined : reject(err)));
      req.on('response', (res) => {
        answered = true;
        let text = '';
        res.on('data', (d: Buffer) => {
          text += d.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      const write = () => {
        // Far more than the limit, if the server read it all; it answers after 64 KB.
        while (!answered && sent < 1000) {
          sent++;
          if (!req.write(chunk)) return void req.once('drain', write);
        }
        req.end();
      };
      req.write('[');
      write();
    });
    expect(status).toBe(413);
    expect(JSON.parse(body).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(sent).toBeLessThan(1000);
  });

  it('refuses a query string past its limit with a 414', async () => {
    const ok = await fetch(server.api(`/catalog?locale=en-gb&pad=${'a'.repeat(3000)}`));
    expect(ok.status).toBe(200);
    await ok.body?.cancel();
    const res = await fetch(server.api(`/catalog?locale=en-gb&pad=${'a'.repeat(5000)}`));
    expect(res.status).toBe(414);
    expect((await json<ErrorBody>(res)).error).toMatchObject({
      code: 'BAD_REQUEST',
      field: 'query',
      message: 'The query string is longer than 4 KB, the most this API reads.',
    });
  });

  it('refuses headers past their limit with a JSON 431', async () => {
    const res = await fetch(server.api('/health'), { headers: { 'x-padding': 'a'.repeat(20_000) } });
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect((await json<ErrorBody>(res)).error.message).toMatch(/headers .* larger than 16 KB/);
    // The server is as it was for the next request.
    const health = await fetch(server.api('/health'));
    expect(health.status).toBe(200);
    await health.body?.cancel();
  });
});
