import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageHeaders, startScriptlessCopy, withoutScripts } from './lighthouse-ceiling';

const PAGE = [
  '<!doctype html><html><head><style>h1{color:red}</style>',
  '<link rel="modulepreload" href="/a.js"></head><body>',
  '<div id="root"><h1>Hello</h1><img src="/pic.webp" alt=""></div>',
  '<script type="application/json" id="first-catalog">{"a":1}</script>',
  '<template id="app-scripts"><script type="module" src="/entry.js"></script><link rel="modulepreload" href="/b.js"></template>',
  '<script>(function(){go()})()</script></body></html>',
].join('\n');

describe('withoutScripts', () => {
  it('keeps what paints and drops everything that runs or waits to run', () => {
    const out = withoutScripts(PAGE);
    expect(out).toContain('<h1>Hello</h1>');
    expect(out).toContain('<img src="/pic.webp" alt="">');
    expect(out).toContain('<style>h1{color:red}</style>');
    expect(out).not.toMatch(/<script|<template|modulepreload|go\(\)/);
  });
});

describe('pageHeaders', () => {
  const headers = new Headers({
    'content-security-policy': "default-src 'self'",
    'cross-origin-opener-policy': 'same-origin',
    'content-encoding': 'br',
    'content-length': '10',
  });

  it('copies the security headers but not the ones of the original body', () => {
    expect(pageHeaders(headers, true)).toEqual({
      'content-security-policy': "default-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
    });
  });

  it('leaves COOP out when asked', () => {
    expect(pageHeaders(headers, false)).toEqual({ 'content-security-policy': "default-src 'self'" });
  });
});

describe('startScriptlessCopy', () => {
  const app = createServer((req, res) => {
    const coop = { 'cross-origin-opener-policy': 'same-origin' };
    if (req.url === '/page') res.writeHead(200, { ...coop, 'content-type': 'text/html' }).end(PAGE);
    else if (req.url === '/pic.webp')
      res.writeHead(200, { ...coop, 'content-type': 'image/webp' }).end('pic');
    else res.writeHead(404).end();
  });
  let appUrl = '';
  beforeAll(async () => {
    await new Promise<void>((done) => app.listen(0, '127.0.0.1', done));
    appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => app.close(() => done())));

  it.each([true, false])(
    'serves the page without scripts and passes the rest through (COOP kept: %s)',
    async (keep) => {
      const copy = await startScriptlessCopy(appUrl, ['/page'], keep);
      try {
        const page = await fetch(`${copy.url}/page`);
        const html = await page.text();
        expect(html).toContain('<h1>Hello</h1>');
        expect(html).not.toContain('<script');
        expect(page.headers.get('content-type')).toBe('text/html');
        expect(page.headers.get('cross-origin-opener-policy')).toBe(keep ? 'same-origin' : null);

        const picture = await fetch(`${copy.url}/pic.webp`);
        expect(await picture.text()).toBe('pic');
        expect(picture.headers.get('cross-origin-opener-policy')).toBe(keep ? 'same-origin' : null);
        expect((await fetch(`${copy.url}/missing`)).status).toBe(404);
      } finally {
        await copy.stop();
      }
    },
  );

  it('refuses to start when the app does not serve the page', async () => {
    await expect(startScriptlessCopy(appUrl, ['/nope'], true)).rejects.toThrow('/nope: the app answered 404');
  });
});
