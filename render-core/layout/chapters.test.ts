import { describe, expect, it } from 'vitest';
import { photoRefSchema } from '../model/photo';
import { limitChapters, orderByTime, splitChapters } from './chapters';

const photo = (id: string, takenAt: string | null, place: string | null = null) =>
  photoRefSchema.parse({ id, width: 100, height: 100, takenAt, place });

describe('chapters', () => {
  it('orders by capture time with undated photos last, in their given order', () => {
    const ordered = orderByTime([
      photo('late', '2026-07-05T10:00:00Z'),
      photo('undated-1', null),
      photo('early', '2026-07-03T10:00:00+02:00'),
      photo('undated-2', null),
    ]);
    expect(ordered.map((p) => p.id)).toEqual(['early', 'late', 'undated-1', 'undated-2']);
  });

  it('starts a chapter at a long gap', () => {
    const chapters = splitChapters([
      photo('a', '2026-07-03T10:00:00Z'),
      photo('b', '2026-07-03T12:00:00Z'),
      photo('c', '2026-07-05T09:00:00Z'),
    ]);
    expect(chapters.map((c) => c.map((p) => p.id))).toEqual([['a', 'b'], ['c']]);
  });

  it('starts a chapter at a change of place after a couple of hours, not within minutes', () => {
    const chapters = splitChapters([
      photo('a', '2026-07-03T10:00:00Z', 'Bilbao'),
      photo('b', '2026-07-03T10:20:00Z', 'Portugalete'),
      photo('c', '2026-07-03T15:00:00Z', 'San Sebastián'),
    ]);
    expect(chapters.map((c) => c.map((p) => p.id))).toEqual([['a', 'b'], ['c']]);
  });

  it('joins the smallest neighbouring chapters when there are more chapters than pages', () => {
    const limited = limitChapters([[1], [2], [3, 4, 5], [6]], 2);
    expect(limited).toHaveLength(2);
    expect(limited.flat()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
