import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { json, startTestServer, type TestServer } from '../test/harness';

type Answer = { provider: string; suggestions: { key: string; captions: string[] }[] };

let server: TestServer;
let browser: TestBrowser;
beforeAll(async () => {
  server = await startTestServer();
  browser = new TestBrowser(server);
  expect((await browser.signUp('captions@example.test')).error).toBeNull();
});
afterAll(() => server?.stop());

const page = (people: string[] = []) => ({
  key: 'page-1',
  photos: [{ id: 'photo-a', takenAt: '2026-08-31T14:00:00Z', place: 'Brighton', people }],
});

describe('captions and people', () => {
  it('suggests locally without a model: holiday, place, date', async () => {
    const res = await browser.json('/suggestions/captions', {
      locale: 'en-gb',
      country: 'GB',
      items: [page()],
    });
    expect(res.status).toBe(200);
    const body = await json<Answer>(res);
    expect(body.provider).toBe('local');
    expect(body.suggestions[0]!.captions).toEqual([
      'Summer bank holiday · Brighton',
      'Brighton · 31 August 2026',
    ]);
  });

  it('uses the people saved on a photo', async () => {
    const saved = await browser.json('/people/save-person', { name: 'Gran', photoIds: ['photo-a'] });
    expect(saved.status).toBe(200);
    expect((await json<{ person: { name: string; photoIds: string[] } }>(saved)).person).toMatchObject({
      name: 'Gran',
      photoIds: ['photo-a'],
    });
    const body = await json<Answer>(
      await browser.json('/suggestions/captions', { locale: 'en-gb', items: [page(['Ana'])] }),
    );
    expect(body.suggestions[0]!.captions).toContain('Ana and Gran · Brighton');
    const list = await json<{ people: { name: string }[] }>(await browser.fetch('/people/list'));
    expect(list.people.map((p) => p.name)).toEqual(['Gran']);
  });

  it('takes a person off photos, and forgets them when they are on none', async () => {
    await browser.json('/people/save-person', { name: 'Gran', photoIds: ['photo-a'], remove: true });
    const list = await json<{ people: unknown[] }>(await browser.fetch('/people/list'));
    expect(list.people).toEqual([]);
  });

  it('refuses a nameless person and an empty request, naming the field', async () => {
    const nameless = await browser.json('/people/save-person', { name: ' ', photoIds: ['x'] });
    expect(nameless.status).toBe(400);
    expect((await json<{ error: { field: string } }>(nameless)).error.field).toBe('body.name');
    const empty = await browser.json('/suggestions/captions', { items: [] });
    expect(empty.status).toBe(400);
    expect((await json<{ error: { field: string } }>(empty)).error.field).toBe('body.items');
  });

  it('refuses a photo time that is not a date and time with a 400, not a crash', async () => {
    // "12" once passed (Date.parse reads it as December 2001) and the day "12" then broke the
    // date format with a 500 (RangeError: Invalid time value).
    for (const takenAt of [
      '12',
      '2026',
      '2026-08-31',
      'Aug 31 2026',
      '2026-08-31T25:00:00Z',
      '2026-02-30T10:00:00',
    ]) {
      const res = await browser.json('/suggestions/captions', {
        locale: 'en-gb',
        items: [{ key: 'page-1', photos: [{ takenAt, place: null, people: [] }] }],
      });
      expect(res.status, takenAt).toBe(400);
      const body = await json<{ error: { field: string; message: string } }>(res);
      expect(body.error.field, takenAt).toBe('body.items[0].photos[0].takenAt');
      expect(body.error.message).toMatch(/must be a date and time such as 2026-05-01T10:00:00Z/);
    }
    // A camera's local time without an offset is a time as the document keeps it.
    for (const takenAt of ['2026-08-31T14:00:00', '2026-08-31T14:00:00+02:00', '2026-08-31T14:00:00.250Z']) {
      const res = await browser.json('/suggestions/captions', {
        locale: 'en-gb',
        items: [{ key: 'page-1', photos: [{ takenAt, place: null, people: [] }] }],
      });
      expect(res.status, takenAt).toBe(200);
      expect((await json<Answer>(res)).suggestions[0]!.captions).toEqual(['31 August 2026']);
    }
  });

  it('needs a session to save a person', async () => {
    const res = await fetch(server.api('/people/save-person'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ana', photoIds: ['x'] }),
    });
    expect(res.status).toBe(401);
  });
});

describe('captions from an OpenAI-compatible server', () => {
  let model: Server;
  let withModel: TestServer;
  const seen: unknown[] = [];

  beforeAll(async () => {
    model = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ url: req.url, body: JSON.parse(body) });
        res.setHeader('Content-Type', 'application/json');
        res.end(
          JSON.stringify({
            id: 'x',
            object: 'chat.completion',
            created: 0,
            model: 'test-model',
            choices: [
              {
                index: 0,
                finish_reason: 'stop',
                message: {
                  role: 'assistant',
                  content: JSON.stringify({
                    suggestions: [{ key: 'page-1', captions: ['A bright day by the sea'] }],
                  }),
                },
              },
            ],
          }),
        );
      });
    });
    await new Promise<void>((r) => model.listen(0, '127.0.0.1', r));
    const { port } = model.address() as AddressInfo;
    withModel = await startTestServer({
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      OPENAI_MODEL: 'test-model',
    });
  });
  afterAll(async () => {
    await withModel?.stop();
    model?.close();
  });

  it('asks the model with the facts only, and says so in the info', async () => {
    const res = await fetch(withModel.api('/suggestions/captions'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ locale: 'en-gb', items: [page(['Ana'])] }),
    });
    const body = await json<Answer>(res);
    expect(body).toEqual({
      provider: 'openai',
      suggestions: [{ key: 'page-1', captions: ['A bright day by the sea'] }],
      // What the app's own suggester would use, had the model failed.
      facts: [{ key: 'page-1', names: ['Ana'], event: null }],
    });
    const request = seen[0] as { url: string; body: { model: string; messages: { content: string }[] } };
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.body.model).toBe('test-model');
    expect(request.body.messages[1]!.content).toContain('Brighton');
    const info = await json<{ provider: string; host: string }>(
      await fetch(withModel.api('/suggestions/captions/info')),
    );
    expect(info).toMatchObject({ provider: 'openai', model: 'test-model' });
    expect(info.host).toMatch(/^127\.0\.0\.1:\d+$/);
  });
});
