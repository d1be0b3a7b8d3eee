import { describe, expect, it, vi } from 'vitest';

const made: { size: string; boost: () => number; done: () => void; fail: () => void }[] = [];
vi.mock('../prepare', () => ({
  makeRendition: (
    _photo: unknown,
    _original: unknown,
    size: string,
    options: { boost: () => number; onMade?: (b: Blob) => void },
  ) =>
    new Promise<Blob>((resolve, reject) =>
      made.push({
        size,
        boost: options.boost,
        done: () => {
          const blob = new Blob([size]);
          options.onMade?.(blob);
          resolve(blob);
        },
        fail: () => reject(new Error('bad')),
      }),
    ),
}));

const { missingRenditions, prepareRenditions } = await import('./renditions');
const tick = () => new Promise((r) => setTimeout(r, 0));
const photo = (renditions: ('thumb' | 'screen')[] = []) => ({
  id: 'a',
  mime: 'image/jpeg',
  width: 10,
  height: 10,
  renditions,
});
const hooks = () => ({
  boost: vi.fn((size: string) => (size === 'thumb' ? -1 : 0)),
  stored: Promise.resolve(),
  onThumb: vi.fn(),
  onReady: vi.fn(),
  onFailed: vi.fn(),
});

describe('prepare step', () => {
  it('makes only the missing renditions, small first', () => {
    expect(missingRenditions([])).toEqual(['thumb', 'screen']);
    expect(missingRenditions(['thumb'])).toEqual(['screen']);
    expect(missingRenditions(['screen', 'thumb'])).toEqual([]);
  });

  it('shows the small one when made and says ready once both are, boosted by the policy', async () => {
    made.length = 0;
    const h = hooks();
    prepareRenditions(photo(), new Blob(['o']), h);
    expect(made.map((m) => [m.size, m.boost()])).toEqual([
      ['thumb', -1],
      ['screen', 0],
    ]);
    made[0]?.done();
    await tick();
    expect(h.onThumb).toHaveBeenCalledTimes(1);
    expect(h.onReady).not.toHaveBeenCalled();
    made[1]?.done();
    await tick();
    expect(h.onReady).toHaveBeenCalledTimes(1);
  });

  it('reports a photo that cannot be decoded once, and never ready', async () => {
    made.length = 0;
    const h = hooks();
    prepareRenditions(photo(), new Blob(['o']), h);
    made[0]?.fail();
    made[1]?.fail();
    await tick();
    expect(h.onFailed).toHaveBeenCalledTimes(1);
    expect(h.onReady).not.toHaveBeenCalled();
  });

  it('says ready at once when nothing is missing', () => {
    const h = hooks();
    prepareRenditions(photo(['thumb', 'screen']), new Blob(['o']), h);
    expect(h.onReady).toHaveBeenCalledTimes(1);
  });
});
