import { readFileSync } from 'node:fs';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { ConfigError, loadConfig } from '../config';
import { settledPhoto } from '../photo/settled.test-helper';
import { photoFixture } from '../test/fixtures';
import { startTestServer, type TestServer } from '../test/harness';
import { type RunningWorker, startWorker } from '../worker';

/**
 * An app server with WORKER=off queues jobs and runs none; `npm run worker` (startWorker) runs
 * them. A separate worker needs PostgreSQL, so that part runs with TEST_DATABASE_URL (npm test
 * starts a throwaway cluster when PostgreSQL is installed).
 */
let server: TestServer;
let token: string;
const workers: RunningWorker[] = [];

beforeAll(async () => {
  server = await startTestServer({ WORKER: 'off' });
  const browser = new TestBrowser(server);
  await browser.signUp('worker.jobs@example.test');
  token = (await browser.session())!.accessToken!;
});
afterAll(async () => {
  for (const w of workers) await w.stop();
  await server?.stop();
});

function upload(name: string): Promise<string> {
  const bytes = readFileSync(photoFixture(name));
  return new Promise((resolve, reject) => {
    const up = new tus.Upload(bytes, {
      endpoint: server.api('/photo/upload'),
      retryDelays: [],
      headers: { Authorization: `Bearer ${token}` },
      metadata: { filename: name, filetype: 'image/jpeg' },
      onSuccess: () => resolve(up.url!),
      onError: reject,
    });
    up.start();
  });
}

const photoStatus = async (url: string) => {
  const res = await fetch(server.api(`/photo/by-upload/${url.split('/').pop()}`), {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { photo: { status: string } }).photo.status;
};

describe('WORKER=off and npm run worker', () => {
  it('refuses to start a worker on the embedded database', async () => {
    await expect(startWorker(loadConfig({ ...server.env, DATABASE_URL: '' }))).rejects.toBeInstanceOf(
      ConfigError,
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'an app server that does not work leaves the renditions to a worker, which makes them',
    async () => {
      const url = await upload('photo-12.jpg');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await photoStatus(url)).toBe('processing');
      workers.push(await startWorker(loadConfig({ ...server.env, WORKER: 'in-process' })));
      const { body } = await settledPhoto(server.api, token, url);
      expect(body.photo.status).toBe('ready');
    },
  );
});
