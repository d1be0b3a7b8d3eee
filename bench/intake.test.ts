import { describe, expect, it } from 'vitest';
import { initialScripts } from './intake';

describe('initialScripts', () => {
  it('names the module scripts and modulepreloads of index.html, once each, nothing else', () => {
    const html = `<!doctype html><head>
      <script type="module" crossorigin src="/webapp/assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="/webapp/assets/react-def.js">
      <link rel="modulepreload" href="/webapp/assets/index-abc.js">
      <link rel="stylesheet" href="/webapp/assets/index-123.css">
      <link rel="preload" as="font" href="/webapp/assets/inter.woff2">
      <script>window.inline = 1</script></head>`;
    expect(initialScripts(html)).toEqual(['/webapp/assets/index-abc.js', '/webapp/assets/react-def.js']);
  });
});
