import { describe, expect, it } from 'vitest';
import { ALLOWED, findRawApiCalls, scanTree, staleAllowances, withoutComments } from './check-api-calls';

const file = (path: string, text: string) => ({ path, text });

describe('the lint rule against raw calls to /webapp/api', () => {
  it('passes on the tree, and its allow-list names exactly the files left', () => {
    const files = scanTree(process.cwd());
    expect(files.length).toBeGreaterThan(100);
    expect(findRawApiCalls(files)).toEqual([]);
    expect(staleAllowances(files)).toEqual([]);
  });

  it('fails on a deliberate violation: fetch with the path, with a constant, and XMLHttpRequest', () => {
    const files = [
      file(
        'src/features/demo/save.ts',
        "export const save = () => fetch('/webapp/api/print/update', { method: 'POST' });",
      ),
      file('src/features/demo/base.ts', "export const DEMO_BASE = '/webapp/api/demo';"),
      file(
        'commerce/demo/read.ts',
        "import { DEMO_BASE } from '../../src/features/demo/base';\nexport const read = () =>\n  window.fetch(DEMO_BASE);",
      ),
      file('marketing/demo/xhr.ts', "const x = new XMLHttpRequest();\nx.open('GET', '/webapp/api/catalog');"),
    ];
    expect(findRawApiCalls(files).map((c) => `${c.path}:${c.line}`)).toEqual([
      'src/features/demo/save.ts:1',
      'commerce/demo/read.ts:3',
      'marketing/demo/xhr.ts:1',
    ]);
  });

  it('refuses a JSON call that left the list once it moved to callApi, if it comes back', () => {
    // The order page's "add to basket" was a raw fetch until it went to callApi (issue 29).
    const files = [
      file(
        'src/features/editor/OrderDetailsPage.tsx',
        "const add = () =>\n  fetch('/webapp/api/basket/item', { method: 'POST', body: '{}' }).catch(() => null);",
      ),
      file('src/photos/photos.ts', "const found = await fetch('/webapp/api/photo/by-upload/' + uploadId);"),
    ];
    expect(Object.keys(ALLOWED)).not.toContain('src/features/editor/OrderDetailsPage.tsx');
    expect(Object.keys(ALLOWED)).not.toContain('src/photos/photos.ts');
    expect(findRawApiCalls(files).map((c) => `${c.path}:${c.line}`)).toEqual([
      'src/features/editor/OrderDetailsPage.tsx:2',
      'src/photos/photos.ts:1',
    ]);
  });

  it('leaves alone other fetches, refetch(), comments, tests and the allowed files', () => {
    const files = [
      file('src/features/demo/cdn.ts', "export const font = () => fetch('https://example.com/font.woff2');"),
      file(
        'src/features/demo/page.tsx',
        "// fetch('/webapp/api/basket')\nconst retry = () => query.refetch();",
      ),
      file('src/features/demo/page.test.ts', "fetch('/webapp/api/basket');"),
      file('src/api/client.ts', "fetch('/webapp/api/basket');"),
    ];
    expect(findRawApiCalls(files)).toEqual([]);
  });

  it('says when an allowed file makes no raw call any more', () => {
    const files = [file('src/api/client.ts', "export const x = '/webapp/api';")];
    expect(staleAllowances(files, { 'src/api/client.ts': 'the client' })).toEqual(['src/api/client.ts']);
    expect(Object.keys(ALLOWED)).toContain('src/api/client.ts');
  });

  it('keeps URLs in strings when it removes comments', () => {
    expect(withoutComments("const a = 'https://x/y'; // note")).toBe("const a = 'https://x/y';        ");
  });
});
