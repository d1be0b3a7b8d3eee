import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_BASE, buildOpenApi } from '../contract/api/openapi';
import pkg from '../package.json';
import { apiTable, END, README, START, withApiTable } from './docs-api';

describe("the README's API table", () => {
  const readme = readFileSync(README, 'utf8');
  const doc = buildOpenApi(pkg.version);

  it('is the one generated from openapi.json (run `npm run docs:api` after changing a route)', () => {
    expect(withApiTable(readme, apiTable(doc))).toBe(readme);
  });

  it('lists every operation of the description once, and nothing else', () => {
    const block = readme.slice(readme.indexOf(START), readme.indexOf(END));
    const listed = [...block.matchAll(/^\| `([A-Z]+) (\S+)` +\|/gm)].map((m) => `${m[1]} ${m[2]}`);
    const described = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${API_BASE}${path}`),
    );
    expect(listed.sort()).toEqual(described.sort());
  });

  it('names only described routes anywhere else in the README', () => {
    const outside = readme.slice(0, readme.indexOf(START)) + readme.slice(readme.indexOf(END));
    const named = [...outside.matchAll(/`(GET|POST|PUT|PATCH|DELETE) \/webapp\/api(\/[^\s`?]*)/g)].map(
      (m) => [m[1]!.toLowerCase(), m[2]!] as const,
    );
    expect(named.length).toBeGreaterThan(3);
    const templates = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => ({
        method,
        pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`),
      })),
    );
    const unknown = named.filter(
      ([method, path]) => !templates.some((t) => t.method === method && t.pattern.test(path)),
    );
    expect(unknown.map(([m, p]) => `${m.toUpperCase()} ${p}`)).toEqual([]);
  });

  it('fails on a README whose table lost a row', () => {
    const stale = readme.replace(/^\| `GET \/webapp\/api\/catalog` .*\n/m, '');
    expect(stale).not.toBe(readme);
    expect(withApiTable(stale, apiTable(doc))).not.toBe(stale);
  });
});
