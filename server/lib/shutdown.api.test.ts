import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../test/harness';
import { seedFromPgliteTemplate } from '../test/pglite-template';
import { projectRoot } from './paths';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

interface ServerProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

const started: { child: ChildProcess; dataDir: string }[] = [];
afterEach(() => {
  for (const { child, dataDir } of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** `server/main.ts` as its own process, as `npm start` runs it, on a free port and a fresh data folder. */
async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bindery-shutdown-'));
  const databaseUrl = process.env.TEST_DATABASE_URL
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL)
    : '';
  if (!databaseUrl) seedFromPgliteTemplate(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot(),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push({ child, dataDir });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += String(d);
  });
  child.stderr?.on('data', (d) => {
    output += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    if (i > 600) throw new Error(`the server never answered its health check:\n${output}`);
    try {
      if ((await fetch(`${base}/webapp/api/health`)).ok) break;
    } catch {}
    await sleep(100);
  }
  return { child, base, output: () => output, exited };
}

/** A POST whose body is sent in two parts; `finish` sends the rest, `answer` is the server's reply. */
function trickle(base: string, path: string, body: string, agent: Agent | false = false) {
  const bytes = Buffer.from(body);
  let answered: (value: { status: number; body: string }) => void = () => {};
  let failed: (err: unknown) => void = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    answered = resolve;
    failed = reject;
  });
  const req = request(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(bytes.length) },
    agent,
  });
  req.on('response', (res) => {
    let text = '';
    res.on('data', (d) => {
      text += String(d);
    });
    res.on('end', () => answered({ status: res.statusCode ?? 0, body: text }));
    res.on('error', failed);
  });
  req.on('error', failed);
  req.flushHeaders();
  req.write(bytes.subarray(0, 10));
  return {
    answer,
    finish: () => {
      req.end(bytes.subarray(10));
    },
  };
}

describe('graceful shutdown', () => {
  it('on SIGTERM refuses new connections, answers a request whose body is still arriving, and exits 0', async () => {
    // Kept-alive sockets would hold a server that only waits for them for ten minutes, far past this
    // test's own limit; neither may the shutdown limit end it: only closing idle sockets lets it exit 0.
    const server = await startServerProcess({
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '600000',
      SHUTDOWN_TIMEOUT_MS: '600000',
    });
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    const upload = trickle(
      server.base,
      '/webapp/api/auth/_log',
      JSON.stringify({ level: 'warn', code: 'SHUTDOWN_TEST', message: 'sent across a SIGTERM' }),
      keepAlive,
    );
    await sleep(300); // the request has reached its handler, which waits for the rest of the body
    server.child.kill('SIGTERM');
    await sleep(300);
    // No longer listening: a new connection is refused while the old request is still open.
    await expect(fetch(`${server.base}/webapp/api/health`)).rejects.toThrow();
    expect(server.child.exitCode).toBeNull();
    upload.finish();
    const answer = await upload.answer;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toEqual({ ok: true });
    // It does not wait for the client to drop its kept-alive socket.
    expect(await server.exited).toBe(0);
    keepAlive.destroy();
    const lines = server
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { message: string; level: string });
    const messages = lines.map((l) => l.message);
    expect(messages).toContain('server stopping');
    expect(messages).toContain('server stopped');
    expect(messages.indexOf('server stopping')).toBeLessThan(messages.indexOf('server stopped'));
  }, 90_000);

  it('exits 1 when a request is still open after SHUTDOWN_TIMEOUT_MS', async () => {
    const server = await startServerProcess({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const stuck = trickle(server.base, '/webapp/api/auth/_log', JSON.stringify({ level: 'warn', code: 'X' }));
    stuck.answer.catch(() => {});
    await sleep(300);
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(performance.now() - signalled).toBeGreaterThanOrEqual(900);
    expect(server.output()).toContain('server did not stop in time');
  }, 90_000);
});
