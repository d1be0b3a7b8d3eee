import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { json, startTestServer, type TestServer } from '../test/harness';

type Answer = { provider: string; suggestions: { key: string; captions: string[] }[] };

let server: TestServer;
let browser: TestBrowser;
beforeAll(async () => {
  server = await startTestServer();
  browser = new TestBrowser(server);
  expect((await browser.signUp('people@example.test')).error).toBeNull();
});
afterAll(() => server?.stop());

const pageWith = (key: string, photoId: string) => ({
  key,
  photos: [{ id: photoId, takenAt: '2026-07-05T15:00:00Z', place: 'San Sebastián', people: [] }],
});

describe('a face found on several photos, named once (issue 17)', () => {
  it('names the person on every photo of the face group, and captions on each page use the name', async () => {
    // The device's groupFaces (workers/faces-people.ts) found one face on these photos.
    const saved = await browser.json('/people/save-person', { name: 'Itziar', photoIds: ['ph-1', 'ph-7'] });
    expect(saved.status).toBe(200);
    const body = await json<Answer>(
      await browser.json('/suggestions/captions', {
        locale: 'en-gb',
        items: [pageWith('p1', 'ph-1'), pageWith('p2', 'ph-7'), pageWith('p3', 'ph-9')],
      }),
    );
    const captions = (key: string) => body.suggestions.find((s) => s.key === key)!.captions.join(' | ');
    expect(captions('p1')).toContain('Itziar');
    expect(captions('p2')).toContain('Itziar');
    expect(captions('p3')).not.toContain('Itziar');
  });

  it('adds the photos of a later group to the same name without losing the first ones', async () => {
    await browser.json('/people/save-person', { name: 'Itziar', photoIds: ['ph-9'] });
    const list = await json<{ people: { name: string; photoIds: string[] }[] }>(
      await browser.fetch('/people/list'),
    );
    expect(list.people).toEqual([
      expect.objectContaining({ name: 'Itziar', photoIds: ['ph-1', 'ph-7', 'ph-9'] }),
    ]);
  });
});
