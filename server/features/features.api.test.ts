import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from '../test/harness';
import { loadFeaturesFile } from './features-file';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

interface Payload {
  status: number;
  features: Record<string, { defaultValue: unknown; rules?: { variations?: unknown[] }[] }>;
}

describe('GET /webapp/api/features/:clientKey', () => {
  it('answers our client key in the GrowthBook payload format, with a running experiment', async () => {
    const res = await fetch(server.api('/features/sdk-bindery'));
    expect(res.status).toBe(200);
    const body = await json<Payload>(res);
    expect(body.status).toBe(200);
    expect(body.features['home-cta-style']?.defaultValue).toBe('solid');
    expect(body.features['home-cta-style']?.rules?.[0]?.variations).toEqual(['solid', 'accent']);
  });

  it('answers 404 for an unknown client key', async () => {
    const res = await fetch(server.api('/features/sdk-someone-else'));
    expect(res.status).toBe(404);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe('NOT_FOUND');
  });
});

describe('with GROWTHBOOK_API_HOST', () => {
  let host: Server;
  let relay: TestServer;
  const seen: string[] = [];
  beforeAll(async () => {
    host = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          status: 200,
          dateUpdated: '2026-11-20T00:00:00.000Z',
          features: { 'from-host': { defaultValue: 'yes' } },
        }),
      );
    });
    await new Promise<void>((resolve) => host.listen(0, resolve));
    const hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    relay = await startTestServer({ GROWTHBOOK_API_HOST: hostUrl, GROWTHBOOK_CLIENT_KEY: 'sdk-real' });
  });
  afterAll(async () => {
    await relay.stop();
    await new Promise<void>((resolve) => host.close(() => resolve()));
  });

  it('relays the host definitions, asking with the configured client key', async () => {
    const body = await json<Payload>(await fetch(relay.api('/features/sdk-bindery')));
    expect(body.features['from-host']?.defaultValue).toBe('yes');
    expect(seen).toContain('/api/features/sdk-real');
  });
});

describe('with a GrowthBook host that does not answer', () => {
  let down: TestServer;
  beforeAll(async () => {
    down = await startTestServer({
      GROWTHBOOK_API_HOST: 'http://127.0.0.1:9',
      GROWTHBOOK_CLIENT_KEY: 'sdk-real',
    });
  });
  afterAll(() => down.stop());

  it('falls back to the features file', async () => {
    const body = await json<Payload>(await fetch(down.api('/features/sdk-bindery')));
    expect(body.features['home-cta-style']).toBeDefined();
  });
});

describe('the features file', () => {
  it('names the field of a bad edit', () => {
    expect(() => loadFeaturesFile({ status: 200, dateUpdated: 'yesterday', features: {} })).toThrow(
      /dateUpdated/,
    );
  });
});
