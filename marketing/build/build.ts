import { join, resolve } from 'node:path';
import { LOCALES } from '../schema/locales';
import { buildSite } from './build-site';
import { ContentError } from './load-content';

/** `npm run build:marketing`: validates the content, then writes the site into ${DIST_DIR:-dist}/site. */
async function main() {
  const outDir = join(resolve(process.env.DIST_DIR ?? 'dist'), 'site');
  try {
    const started = Date.now();
    const { pages } = await buildSite(outDir, {
      ...(process.env.SITE_URL ? { origin: process.env.SITE_URL.replace(/\/$/, '') } : {}),
    });
    process.stdout.write(
      `marketing site: ${pages} pages in ${LOCALES.length} locales -> ${outDir} (${Date.now() - started} ms)\n`,
    );
  } catch (err) {
    if (err instanceof ContentError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

void main();
