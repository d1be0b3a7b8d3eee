import { describe, expect, it } from 'vitest';
import { localeOfPath, planSitePath } from './resolve';

const root = '/srv/site';

describe('planSitePath', () => {
  it('maps pages to their index.html', () => {
    expect(planSitePath(root, '/')).toEqual({
      kind: 'page',
      file: '/srv/site/index.html',
      slashRedirect: '',
    });
    expect(planSitePath(root, '/de-de/about/')).toEqual({
      kind: 'page',
      file: '/srv/site/de-de/about/index.html',
      slashRedirect: '',
    });
  });

  it('offers the slash form for a path without one', () => {
    expect(planSitePath(root, '/about')).toEqual({
      kind: 'page',
      file: '/srv/site/about/index.html',
      slashRedirect: '/about/',
    });
  });

  it('redirects only to a path on our own origin', () => {
    for (const path of [
      '//evil.example/..%2fabout',
      '//evil.example/%2e%2e/about',
      '/%2fevil.example/..%2fabout',
    ]) {
      const plan = planSitePath(root, path);
      expect(plan, path).toEqual({
        kind: 'page',
        file: '/srv/site/about/index.html',
        slashRedirect: '/about/',
      });
    }
    const backslash = planSitePath(root, '/\\evil');
    expect(backslash.kind === 'page' && backslash.slashRedirect).toBe('/%5Cevil/');
    expect(planSitePath(root, '/de-de/über')).toMatchObject({ slashRedirect: '/de-de/%C3%BCber/' });
  });

  it('maps files with an extension to themselves', () => {
    expect(planSitePath(root, '/assets/islands-abc.js')).toEqual({
      kind: 'file',
      file: '/srv/site/assets/islands-abc.js',
    });
  });

  it('never leaves the site folder', () => {
    expect(planSitePath(root, '/../../etc/passwd')).toEqual({ kind: 'bad' });
    expect(planSitePath(root, '/%2e%2e/secret.txt')).toEqual({ kind: 'bad' });
    expect(planSitePath(root, '/%E0%A4%A')).toEqual({ kind: 'bad' });
    expect(planSitePath(root, '/a%00b')).toEqual({ kind: 'bad' });
  });
});

describe('localeOfPath', () => {
  it('reads the locale from the first segment', () => {
    expect(localeOfPath('/pl-pl/nothing-here/')).toBe('pl-pl');
    expect(localeOfPath('/nothing-here/')).toBe('');
    expect(localeOfPath('/xx-yy/')).toBe('');
  });
});
