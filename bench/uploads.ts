/**
 * `npm run bench:uploads`: the server's tus upload throughput against a plain HTTP PUT of the same
 * bytes on loopback, three uploads at once (issue 13: the ratio should be at least 0.5). The
 * upload server is the real one (a server on an embedded database, a signed-in customer, the web
 * app's chunk size); the PUT server only writes the body to a file. Prints the figures and the
 * ratio and writes bench/results/uploads-*.json.
 */
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import * as tus from 'tus-js-client';
import { TestBrowser } from '../server/auth/browser.test-helper';
import { startTestServer } from '../server/test/harness';
import { UPLOAD_CHUNK_BYTES } from '../src/photos/upload-limits';
import { FIXTURES_DIR } from './node/fixtures';

const FILES = Number(process.env.BENCH_UPLOAD_FILES ?? 24);
const AT_ONCE = 3;
const TARGET_RATIO = 0.5;
const bytes = readFileSync(join(FIXTURES_DIR, 'photos/photo-big.jpg'));
const totalMb = (FILES * bytes.length) / 1e6;

/** Runs `count` jobs, `width` at a time; answers the wall time in ms. */
async function pool(count: number, width: number, job: (i: number) => Promise<void>): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await job(next++);
    }),
  );
  return performance.now() - start;
}

async function plainPut(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'bindery-bench-put-'));
  const server = createServer((req, res) => {
    pipeline(req, createWriteStream(join(dir, String(Math.random()).slice(2))))
      .then(() => res.writeHead(204).end())
      .catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const ms = await pool(FILES, AT_ONCE, async () => {
    const res = await fetch(`http://127.0.0.1:${port}/put`, { method: 'PUT', body: bytes });
    if (res.status !== 204) throw new Error(`PUT answered ${res.status}`);
  });
  server.close();
  rmSync(dir, { recursive: true, force: true });
  return ms;
}

async function tusUploads(): Promise<number> {
  const server = await startTestServer({ LOG_LEVEL: 'error' });
  try {
    const browser = new TestBrowser(server);
    await browser.signUp('bench.uploads@example.test');
    const token = (await browser.session())?.accessToken;
    if (!token) throw new Error('no access token');
    return await pool(FILES, AT_ONCE, (i) => upload(server.api('/photo/upload'), token, `photo-${i}.jpg`));
  } finally {
    await server.stop();
  }
}

function upload(endpoint: string, token: string, filename: string): Promise<void> {
  return new Promise((resolve, reject) => {
    new tus.Upload(bytes, {
      endpoint,
      chunkSize: Number(process.env.BENCH_CHUNK ?? UPLOAD_CHUNK_BYTES),
      retryDelays: [],
      headers: { Authorization: `Bearer ${token}` },
      metadata: { filename, filetype: 'image/jpeg' },
      onSuccess: () => resolve(),
      onError: reject,
    }).start();
  });
}

// A warm-up round of each, then the measured ones.
await plainPut();
const putMs = await plainPut();
const tusMs = await tusUploads();
const put = totalMb / (putMs / 1000);
const tusRate = totalMb / (tusMs / 1000);
const ratio = tusRate / put;
console.log(`uploads bench · ${FILES} × ${(bytes.length / 1e6).toFixed(1)} MB, ${AT_ONCE} at once, loopback`);
console.log(`plain HTTP PUT       ${put.toFixed(0).padStart(6)} MB/s  (${putMs.toFixed(0)} ms)`);
console.log(
  `tus upload server    ${tusRate.toFixed(0).padStart(6)} MB/s  (${tusMs.toFixed(0)} ms, ${UPLOAD_CHUNK_BYTES / 1024} KB chunks)`,
);
console.log(
  `ratio tus / PUT      ${ratio.toFixed(2).padStart(6)}        target >= ${TARGET_RATIO} ${ratio >= TARGET_RATIO ? '✓' : '✗'}`,
);
const results = fileURLToPath(new URL('./results/', import.meta.url));
mkdirSync(results, { recursive: true });
const file = join(results, `uploads-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  JSON.stringify(
    {
      files: FILES,
      bytesEach: bytes.length,
      atOnce: AT_ONCE,
      putMs,
      tusMs,
      putMbS: put,
      tusMbS: tusRate,
      ratio,
      target: TARGET_RATIO,
    },
    null,
    2,
  ),
);
console.log(`wrote ${file}`);
