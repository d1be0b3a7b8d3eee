import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/** Bundles an entry into one minified, content-hashed file under outDir; answers its name. */
export async function bundle(
  entry: string,
  outDir: string,
  name: string,
  opts: { minify?: boolean } = {},
): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    target: 'es2020',
    minify: opts.minify ?? true,
    write: false,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
  const file = `${name}-${hash}.js`;
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, file), code);
  return file;
}
