import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface DecapServer {
  url: string;
  /** The temp repository decap-server edits (a copy of marketing/content). */
  repo: string;
  call(action: string, params: Record<string, unknown>): Promise<Response>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => done(port));
    });
  });
}

/**
 * Starts Decap's local backend (decap-server, `npm run cms`) on a free port over a temp copy of
 * the content, with its documented environment: PORT, GIT_REPO_DIRECTORY and MODE=fs.
 */
export async function startDecapServer(
  repoRoot = resolve(import.meta.dirname, '../..'),
): Promise<DecapServer> {
  const repo = mkdtempSync(join(tmpdir(), 'bindery-cms-'));
  cpSync(join(repoRoot, 'marketing/content'), join(repo, 'marketing/content'), { recursive: true });
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [join(repoRoot, 'node_modules/decap-server/dist/index.js')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        GIT_REPO_DIRECTORY: repo,
        MODE: 'fs',
        LOG_LEVEL: 'error',
        BIND_HOST: '127.0.0.1',
      },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}/api/v1`;
  const call = (action: string, params: Record<string, unknown>) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action, params }),
    });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ok = await call('info', { branch: 'main' }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error('decap-server did not start');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    repo,
    call,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill();
      await exited;
      rmSync(repo, { recursive: true, force: true });
    },
  };
}
