import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { createHash } from 'node:crypto';

/**
 * Bundles the Decap CMS admin (React, Decap and our config) into one file beside an index.html.
 * It is large (Decap is several MB) and only ever sent to admins.
 */
export async function buildAdmin(outDir: string, marketingDir: string): Promise<string> {
  const result = await build({
    entryPoints: [join(marketingDir, 'admin/main.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
    platform: 'browser',
    define: {
      'process.env.NODE_ENV': '"production"',
      global: 'globalThis',
      __CMS_REPO__: JSON.stringify(process.env.CMS_REPO ?? 'bindery/bindery'),
      __CMS_BRANCH__: JSON.stringify(process.env.CMS_BRANCH ?? 'main'),
    },
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  const file = `admin-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, file), code);
  writeFileSync(
    join(outDir, 'index.html'),
    `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Content editor | Bindery</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<script src="/admin/${file}"></script>
</body>
</html>
`,
  );
  return file;
}
