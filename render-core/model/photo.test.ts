import { describe, expect, it } from 'vitest';
import { focusOf, photoRefSchema, takenAtMs } from './photo';

describe('photo refs', () => {
  it('fills defaults and takes capture times with or without an offset', () => {
    const photo = photoRefSchema.parse({
      id: 'a',
      width: 4032,
      height: 3024,
      takenAt: '2026-07-03T16:42:10+02:00',
    });
    expect(photo).toMatchObject({
      orientation: 1,
      place: null,
      focusPoints: [],
      people: [],
      contentHash: null,
    });
    expect(takenAtMs(photo)).toBe(Date.UTC(2026, 6, 3, 14, 42, 10));
    const local = photoRefSchema.parse({ id: 'b', width: 1, height: 1, takenAt: '2026-07-03T16:42:10' });
    expect(takenAtMs(local)).toBe(Date.UTC(2026, 6, 3, 16, 42, 10));
  });

  it('refuses sizes that are not whole positive pixels and dates that are not dates', () => {
    expect(photoRefSchema.safeParse({ id: 'a', width: 0, height: 10 }).success).toBe(false);
    expect(photoRefSchema.safeParse({ id: 'a', width: 10.5, height: 10 }).success).toBe(false);
    expect(photoRefSchema.safeParse({ id: 'a', width: 10, height: 10, takenAt: 'yesterday' }).success).toBe(
      false,
    );
  });

  it('centres on the mean focus point, or the middle without one', () => {
    expect(focusOf({ focusPoints: [] })).toEqual({ x: 0.5, y: 0.5 });
    expect(
      focusOf({
        focusPoints: [
          { x: 0.2, y: 0.2 },
          { x: 0.4, y: 0.6 },
        ],
      }),
    ).toEqual({ x: expect.closeTo(0.3), y: 0.4 });
  });
});
