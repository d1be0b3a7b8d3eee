import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from './paths';

const entries = new Map<string, Promise<string>>();

/**
 * The script of a worker thread. Built, it lies beside the server bundle (`built`, relative to
 * dist/server: each thread is an esbuild entry of package.json's build:server). From source (tsx,
 * the tests) the thread's TypeScript `source` is bundled once per process into the checkout's .tmp
 * with esbuild, as Node cannot run TypeScript in a thread.
 * `callerUrl` is the caller's import.meta.url: dist/server/main.js once bundled, else its .ts file.
 */
export function threadEntry(callerUrl: string, built: string, source: string): Promise<string> {
  const here = fileURLToPath(callerUrl);
  const bundled = join(dirname(here), built);
  const key = `${here}\0${built}`;
  let entry = entries.get(key);
  if (entry) return entry;
  entry = (async () => {
    if (here.endsWith('.js') && existsSync(bundled)) return bundled;
    const { build } = await import('esbuild');
    const name = source.replace(/\.ts$/, '').replace(/\W/g, '-');
    const out = join(projectRoot(), '.tmp', 'threads', `${name}-${process.pid}.mjs`);
    mkdirSync(dirname(out), { recursive: true });
    const partial = `${out}.${randomUUID()}.part`;
    await build({
      entryPoints: [join(dirname(here), source)],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      outfile: partial,
      logLevel: 'silent',
    });
    renameSync(partial, out);
    return out;
  })();
  entries.set(key, entry);
  return entry;
}
