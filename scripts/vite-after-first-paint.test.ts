import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AFTER_FIRST_PAINT_LOADER } from '../contract/web/after-first-paint';
import { LOADER_HASH } from '../server/http/security-headers';
import { scriptsAfterFirstPaint } from './vite-after-first-paint';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Photobooks</title>
    <script type="module" crossorigin src="/webapp/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/webapp/assets/react-def.js">
    <style>body{margin:0}</style>
    <link rel="modulepreload" crossorigin href="/webapp/assets/HomePage-ghi.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('scriptsAfterFirstPaint', () => {
  it('moves the module script and modulepreloads, in their order, into a template the loader reads', () => {
    const html = scriptsAfterFirstPaint(BUILT);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<style>body{margin:0}</style>');
    expect(html).toContain(
      '<template id="app-scripts"><script type="module" crossorigin src="/webapp/assets/index-abc.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/webapp/assets/react-def.js">' +
        '<link rel="modulepreload" crossorigin href="/webapp/assets/HomePage-ghi.js"></template>',
    );
    // The loader comes after the template and #root, which it reads when it runs.
    expect(html.indexOf(`<script>${AFTER_FIRST_PAINT_LOADER}</script>`)).toBeGreaterThan(
      html.indexOf('</template>'),
    );
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('refuses a page it does not expect: no module script, or the template already there', () => {
    expect(() => scriptsAfterFirstPaint('<html><body><div id="root"></div></body></html>')).toThrow(
      /no module script/,
    );
    expect(() => scriptsAfterFirstPaint(scriptsAfterFirstPaint(BUILT))).toThrow(/no module script|already/);
  });

  it('is the one inline script the Content-Security-Policy allows, by its hash', () => {
    const hash = createHash('sha256').update(AFTER_FIRST_PAINT_LOADER).digest('base64');
    expect(LOADER_HASH).toBe(`'sha256-${hash}'`);
  });
});
