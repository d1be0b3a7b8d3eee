import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { LULU_TOKEN_PATH } from '../server/print-partner/lulu-shapes';
import { type RunningSimulator, startSimulator } from '../server/print-partner/simulator/simulator';
import { expect } from './fixtures';

/**
 * A journey server of its own from the same build, printing through the Lulu-shaped simulator
 * (started here; its clock moves only when told), with the change window the journey asks for:
 * the shared journey server hands orders to the printer at once (playwright.config.ts).
 */
const SECRETS = {
  LULU_CLIENT_KEY: 'bindery-e2e-window-client',
  LULU_CLIENT_SECRET: 'bindery-e2e-window-secret',
  LULU_WEBHOOK_SECRET: 'bindery-e2e-window-webhook-secret',
};

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface LifecycleWorld {
  url: string;
  dataDir: string;
  sim: RunningSimulator;
  /** POST /_control/{path} on the simulator. */
  control(path: string, body: unknown): Promise<void>;
  jobs(): Promise<{ id: number; status: string }[]>;
  /** A context on this server whose console errors are collected (the journey checks them). */
  context(browser: Browser): Promise<{ context: BrowserContext; errors: string[] }>;
  stop(): Promise<void>;
}

export async function startLifecycleWorld(windowMinutes: number): Promise<LifecycleWorld> {
  const sim = await startSimulator({
    clientKey: SECRETS.LULU_CLIENT_KEY,
    clientSecret: SECRETS.LULU_CLIENT_SECRET,
    webhookSecret: SECRETS.LULU_WEBHOOK_SECRET,
  });
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bindery-window-e2e-'));
  const dist = resolve(process.env.DIST_DIR ?? 'dist');
  const child: ChildProcess = spawn(process.execPath, [join(dist, 'server/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: dist,
      LOG_LEVEL: 'warn',
      SIGN_IN_LIMIT_PER_CLIENT: '5000',
      PRINT_PARTNER: 'lulu',
      LULU_API_URL: sim.url,
      ...SECRETS,
      PRINT_FILE_URL_SECRET: 'print-file-url-secret-for-the-window-journeys',
      PRINT_PARTNER_RETRY_MS: '200',
      ORDER_CANCEL_WINDOW_MINUTES: String(windowMinutes),
    },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 150_000;
  while (
    !(await fetch(`${url}/webapp/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error('the window journey server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  // The server's webhook, registered as an operator does once in Lulu's dashboard.
  const basic = Buffer.from(`${SECRETS.LULU_CLIENT_KEY}:${SECRETS.LULU_CLIENT_SECRET}`).toString('base64');
  const token = (await (
    await fetch(`${sim.url}${LULU_TOKEN_PATH}`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    })
  ).json()) as { access_token: string };
  const hook = await fetch(`${sim.url}/webhooks/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      url: `${url}/webapp/api/print-partner/webhook/lulu`,
      topics: ['PRINT_JOB_STATUS_CHANGED'],
    }),
  });
  expect(hook.ok).toBe(true);

  return {
    url,
    dataDir,
    sim,
    async control(path, body) {
      const res = await fetch(`${sim.url}/_control/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sim.controlToken}` },
        body: JSON.stringify(body),
      });
      expect(res.ok).toBe(true);
    },
    async jobs() {
      return (
        (await (
          await fetch(`${sim.url}/_control/state`, {
            headers: { Authorization: `Bearer ${sim.controlToken}` },
          })
        ).json()) as {
          jobs: { id: number; status: string }[];
        }
      ).jobs;
    },
    async context(browser) {
      const context = await browser.newContext({ baseURL: url });
      const errors: string[] = [];
      context.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      context.on('weberror', (err) => errors.push(`pageerror: ${err.error().message}`));
      return { context, errors };
    },
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill();
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      await sim.stop();
    },
  };
}
