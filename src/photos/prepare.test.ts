import { describe, expect, it, vi } from 'vitest';
import { type ImageClient, ImagePool } from '../../workers/image-client';

/** Notes each render as it starts; each one ends when finishAll lets it. */
const rendered: string[] = [];
const waiting: (() => void)[] = [];
const client = {
  render: (original: Blob) =>
    new Promise<Blob[]>((resolve) => {
      void original.text().then((name) => {
        rendered.push(name);
        waiting.push(() => resolve([new Blob([name])]));
      });
    }),
} as unknown as ImageClient;
const pool = new ImagePool(1, async () => client, 1);

vi.mock('./photos', () => ({
  imagePool: () => pool,
  imageClient: async () => client,
  photoCache: { putRendition: async () => undefined },
}));

const { makeRendition, wantRenditions } = await import('./prepare');
const photo = (id: string) => ({ id, mime: 'image/jpeg', width: 4032, height: 3024 });
const finishAll = async () => {
  while (waiting.length > 0 || rendered.length < 4) {
    waiting.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  }
};

describe('wantRenditions', () => {
  it("puts the renditions of the photos on the editor's spread before the others still queued", async () => {
    // The worker is up and free: the first rendition starts at once, the others queue.
    await pool.run(0, async () => undefined);
    await new Promise((r) => setTimeout(r, 0));
    const made = [
      makeRendition(photo('a'), new Blob(['a screen']), 'screen'),
      makeRendition(photo('b'), new Blob(['b screen']), 'screen'),
      makeRendition(photo('c'), new Blob(['c thumb']), 'thumb'),
      makeRendition(photo('c'), new Blob(['c screen']), 'screen'),
    ];
    await vi.waitFor(() => expect(rendered).toEqual(['a screen']));
    // Only photos being prepared are noted; an unknown one changes nothing.
    wantRenditions(['b', 'unknown']);
    await finishAll();
    await Promise.all(made);
    // Else small ones first: c's thumbnail, then the screen ones in the order asked.
    expect(rendered).toEqual(['a screen', 'b screen', 'c thumb', 'c screen']);
  });
});
