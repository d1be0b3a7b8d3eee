import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ORIGIN_TOKEN } from './site';

/**
 * A small built site (the shape `npm run build:marketing` writes) for the server's tests, so they
 * do not depend on the marketing build. Answers the DIST_DIR that holds it.
 */
export function writeTestSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'bindery-site-'));
  const files: Record<string, string> = {
    'site/index.html': `<!doctype html><html lang="en"><link rel="canonical" href="${ORIGIN_TOKEN}/"><h1>Home</h1>${'<p>Photo books.</p>'.repeat(200)}`,
    'site/about/index.html': '<!doctype html><html lang="en"><h1>About</h1>',
    'site/de-de/about/index.html': '<!doctype html><html lang="de-DE"><h1>Über uns</h1>',
    'site/404.html': '<!doctype html><html lang="en"><h1>Page not found</h1>',
    'site/de-de/404.html': '<!doctype html><html lang="de-DE"><h1>Seite nicht gefunden</h1>',
    'site/403.html': '<!doctype html><html lang="en"><h1>Admins only</h1>',
    'site/sitemap.xml': `<urlset><url><loc>${ORIGIN_TOKEN}/</loc></url></urlset>`,
    'site/robots.txt': `User-agent: *\nSitemap: ${ORIGIN_TOKEN}/sitemap.xml\n`,
    'site/assets/islands-0123456789.js': 'document.documentElement.classList.add("js");',
    'site/admin/index.html':
      '<!doctype html><html lang="en"><title>Content editor | Bindery</title><script src="/admin/admin-0123456789.js"></script>',
    'site/admin/admin-0123456789.js': 'window.CMS_LOADED = true;',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  return dist;
}
