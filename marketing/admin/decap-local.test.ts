// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContentFile } from '../build/load-content';
import { pageSchema } from '../schema/content';
import { type DecapServer, startDecapServer } from './decap-server.test-helper';

let cms: DecapServer;
beforeAll(async () => {
  cms = await startDecapServer();
}, 30_000);
afterAll(async () => {
  await cms?.stop();
});

const aboutDe = 'marketing/content/pages/de-de/about.json';

describe('editing through the local backend (decap-server)', () => {
  it('lists a collection folder per locale the way the admin reads it', async () => {
    const res = await cms.call('entriesByFolder', {
      branch: 'main',
      folder: 'marketing/content/articles/pl-pl',
      extension: 'json',
      depth: 1,
    });
    expect(res.status).toBe(200);
    const entries = (await res.json()) as { file: { path: string } }[];
    expect(entries.map((e) => e.file.path)).toContain('marketing/content/articles/pl-pl/wedding-album.json');
  });

  it('saving an entry changes the content file, and the result still passes the content schema', async () => {
    const file = join(cms.repo, aboutDe);
    const before = JSON.parse(readFileSync(file, 'utf8')) as { heading: string };
    expect(before.heading).toBe('Über Bindery');
    const edited = { ...before, heading: 'Über uns bei Bindery' };
    const res = await cms.call('persistEntry', {
      branch: 'main',
      dataFiles: [{ slug: 'about', path: aboutDe, raw: `${JSON.stringify(edited, null, 2)}\n` }],
      assets: [],
      options: {
        collectionName: 'pages',
        commitMessage: 'Update Pages “about”',
        useWorkflow: false,
        status: 'draft',
      },
    });
    expect(res.status).toBe(200);
    const text = readFileSync(file, 'utf8');
    expect(JSON.parse(text).heading).toBe('Über uns bei Bindery');
    expect(parseContentFile(pageSchema, aboutDe, text)).toMatchObject({ ok: true });
  });

  it('refuses paths outside the repository', async () => {
    const res = await cms.call('persistEntry', {
      branch: 'main',
      dataFiles: [{ slug: 'x', path: '../escape.json', raw: '{}' }],
      assets: [],
      options: { commitMessage: 'x', useWorkflow: false, status: 'draft' },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
  });
});
