import { describe, expect, it } from 'vitest';
import type { Presence } from '../../../../contract/api/collab';
import { MIN_TAG, outlinesFor, type ScreenBox, STROKE, TAG_HEIGHT, tagPlace, tagWidth } from './outlines';

const area = { width: 360, height: 400 };

function person(userId: string, pageId: string | null, selection: string[], colour = '#d62728'): Presence {
  return { clientId: `${userId}-tab`, userId, name: userId, colour, pageId, selection, expiresAt: '' };
}

const frames = [
  { pageId: 'p1', frame: { id: 'f1' }, box: { x: 20, y: 40, width: 100, height: 80 } },
  { pageId: 'p1', frame: { id: 't1' }, box: { x: 20, y: 200, width: 200, height: 30 } },
  { pageId: 'p2', frame: { id: 'f9' }, box: { x: 200, y: 40, width: 100, height: 80 } },
];
const toScreen = (f: (typeof frames)[number]): ScreenBox => f.box;

const inside = (p: { x: number; y: number }, r: ScreenBox) =>
  p.x > r.x && p.x < r.x + r.width && p.y > r.y && p.y < r.y + r.height;
const centre = (r: ScreenBox) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });

describe('outlinesFor', () => {
  it('outlines the frames and texts a person selected on their page, in their colour, and nothing else', () => {
    const got = outlinesFor(frames, [person('ana', 'p1', ['f1', 't1', 'f9'])], toScreen, area);
    expect(got.map((o) => o.key)).toEqual(['ana-tab/p1/f1', 'ana-tab/p1/t1']);
    expect(got[0]).toMatchObject({ colour: '#d62728', ink: '#ffffff', name: 'ana' });
    // Just outside the frame, so my own outline (on the frame's edge) stays as it is.
    expect(got[0]!.box).toEqual({ x: 16, y: 36, width: 108, height: 88 });
  });

  it('puts a second person on the same frame one ring further out', () => {
    const got = outlinesFor(
      frames,
      [person('ana', 'p1', ['f1']), person('ben', 'p1', ['f1'])],
      toScreen,
      area,
    );
    expect(got[1]!.box.x).toBe(got[0]!.box.x - STROKE);
    expect(got[1]!.box.width).toBe(got[0]!.box.width + 2 * STROKE);
  });

  it('sets a second person’s tag on the same frame beside the first, not over it', () => {
    const [a, b] = outlinesFor(
      frames,
      [person('ana', 'p1', ['f1']), person('ben', 'p1', ['f1'])],
      toScreen,
      area,
    );
    expect(b!.tag.y).toBe(a!.tag.y);
    expect(b!.tag.x).toBeGreaterThanOrEqual(a!.tag.x + a!.tag.width);
  });

  it('draws nothing for someone with no selection', () => {
    expect(outlinesFor(frames, [person('ana', 'p1', [])], toScreen, area)).toEqual([]);
  });
});

describe('tagPlace', () => {
  it('puts the tag above the frame when there is room, else below it', () => {
    expect(tagPlace({ x: 10, y: 50, width: 100, height: 80 }, 40, area)).toEqual({
      x: 10,
      y: 50 - TAG_HEIGHT,
      width: 40,
      height: TAG_HEIGHT,
    });
    expect(tagPlace({ x: 10, y: 4, width: 100, height: 80 }, 40, area).y).toBe(84);
  });

  it('keeps the tag on the canvas at its right edge', () => {
    const tag = tagPlace({ x: 340, y: 50, width: 100, height: 80 }, 60, area);
    expect(tag.x + tag.width).toBeLessThanOrEqual(area.width);
  });

  it('never covers the centre of a frame as tall as the canvas, even zoomed past its edges', () => {
    const boxes = [
      { x: 0, y: 0, width: 360, height: 400 },
      { x: -300, y: -200, width: 700, height: 900 },
      { x: 5, y: -2, width: 60, height: 404 },
    ];
    for (const box of boxes) {
      const tag = tagPlace(box, tagWidth('Maximiliane Müller-Lüdenscheidt'), area);
      if (tag.width === 0) continue;
      expect(tag.width).toBeGreaterThanOrEqual(MIN_TAG);
      expect(inside(centre(box), tag), JSON.stringify(box)).toBe(false);
    }
  });

  it('keeps a shifted tag inside a tall frame left of its centre too', () => {
    const box = { x: 0, y: 0, width: 360, height: 400 };
    const tag = tagPlace(box, 100, area, 120);
    expect(tag.x).toBeGreaterThanOrEqual(120);
    if (tag.width > 0) expect(inside(centre(box), tag)).toBe(false);
    expect(tag.x + tag.width).toBeLessThanOrEqual(180);
  });

  it('draws no tag when a narrow frame leaves too little room left of its centre', () => {
    expect(tagPlace({ x: 0, y: 0, width: 40, height: 400 }, 60, area).width).toBe(0);
  });
});
