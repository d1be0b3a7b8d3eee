import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The built app for a browser benchmark: `node $DIST_DIR/server/main.js` on a free port with a
 * throwaway data folder (build first: DIST_DIR=… npm run build).
 */
export async function freePort(): Promise<number> {
  return new Promise((done) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startServer(): Promise<{ url: string; stop(): void }> {
  const dist = resolve(process.env.DIST_DIR ?? 'dist');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bindery-bench-editor-'));
  const child: ChildProcess = spawn('node', [join(dist, 'server/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: dist, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`${url}/webapp/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop() {
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
