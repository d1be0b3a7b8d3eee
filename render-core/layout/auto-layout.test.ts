import { describe, expect, it } from 'vitest';
import { placePhoto } from '../model/crop';
import { bookDocumentSchema } from '../model/document';
import { listUnusedPhotos } from '../ops/unused-photos';
import { landscapeBook, photoPrint, squareBook, wallCalendar } from '../testing/products';
import { samplePhotos } from '../testing/sample-photos';
import { autoLayoutBook, suggestTitle } from './auto-layout';
import { pageCountAllowed } from './page-count';
import { templateById } from './templates';
import { photoRefSchema } from '../model/photo';

const placedIds = (doc: ReturnType<typeof autoLayoutBook>) =>
  doc.pages.flatMap((p) => p.frames.flatMap((f) => (f.kind === 'photo' && f.photoId ? [f.photoId] : [])));

describe('autoLayoutBook', () => {
  it('makes a valid book that uses every photo once, in time order, on an allowed page count', () => {
    const photos = samplePhotos(60);
    const doc = autoLayoutBook(photos, squareBook);
    expect(bookDocumentSchema.safeParse(doc).success).toBe(true);
    expect(pageCountAllowed(doc.pages.length, squareBook.pages)).toBe(true);
    const placed = placedIds(doc);
    expect([...placed].sort()).toEqual(photos.map((p) => p.id).sort());
    // Pages follow time: each page's earliest photo is no earlier than the last page's latest.
    const time = new Map(photos.map((p) => [p.id, Date.parse(p.takenAt!)]));
    let last = Number.NEGATIVE_INFINITY;
    for (const page of doc.pages) {
      const times = page.frames.flatMap((f) =>
        f.kind === 'photo' && f.photoId ? [time.get(f.photoId)!] : [],
      );
      expect(Math.min(...times)).toBeGreaterThanOrEqual(last);
      last = Math.max(...times);
    }
  });

  it('gives the same book for the same input and another good one for a shuffle', () => {
    const photos = samplePhotos(80);
    const a = autoLayoutBook(photos, squareBook);
    const b = autoLayoutBook(structuredClone(photos), squareBook);
    expect(b).toEqual(a);
    const shuffled = autoLayoutBook(photos, squareBook, { seed: 3 });
    expect(shuffled.pages.map((p) => p.template)).not.toEqual(a.pages.map((p) => p.template));
    expect(shuffled.pages).toHaveLength(a.pages.length);
    expect([...placedIds(shuffled)].sort()).toEqual([...placedIds(a)].sort());
  });

  it('keeps a shuffle nearly as tight as the default layout', () => {
    const photos = samplePhotos(80).map((p) => photoRefSchema.parse(p));
    const byId = new Map(photos.map((p) => [p.id, p]));
    // Mean share of each photo kept by its frame: 1 is no cropping at all.
    const kept = (doc: ReturnType<typeof autoLayoutBook>) => {
      const shares = doc.pages.flatMap((page) =>
        page.frames.flatMap((f) => {
          if (f.kind !== 'photo' || !f.photoId) return [];
          const photo = byId.get(f.photoId)!;
          const { source } = placePhoto(photo, f.box, f.crop);
          return [(source.width * source.height) / (photo.width * photo.height)];
        }),
      );
      return shares.reduce((a, b) => a + b, 0) / shares.length;
    };
    const best = kept(autoLayoutBook(photos, squareBook));
    for (const seed of [1, 2, 3])
      expect(kept(autoLayoutBook(photos, squareBook, { seed }))).toBeGreaterThan(best - 0.06);
    expect(best).toBeGreaterThan(0.8);
  });

  it('makes an empty book from no photos', () => {
    const doc = autoLayoutBook([], squareBook);
    expect(doc.pages).toHaveLength(20);
    expect(doc.title).toBe('');
    expect(bookDocumentSchema.safeParse(doc).success).toBe(true);
  });

  it('splits chapters at long gaps', () => {
    const doc = autoLayoutBook(samplePhotos(120), squareBook);
    const chapters = new Set(doc.pages.map((p) => p.chapter));
    expect(chapters.size).toBeGreaterThan(1);
    // Chapters run in order and never interleave.
    const sequence = doc.pages.map((p) => p.chapter);
    expect([...sequence].sort((x, y) => x - y)).toEqual(sequence);
  });

  it('picks the least-cropping template for each page', () => {
    const wide = Array.from({ length: 2 }, (_, i) => ({
      id: `w${i}`,
      width: 4000,
      height: 1500,
      takenAt: `2026-07-03T10:0${i}:00Z`,
    }));
    const doc = autoLayoutBook(wide, { ...squareBook, pages: { min: 1, max: 1, step: 1 } });
    expect(doc.pages[0]!.template).toBe('two-rows');
  });

  it('keeps every crop around the photo focus point', () => {
    const photos = samplePhotos(30).map((p, i) => ({
      ...p,
      focusPoints: [{ x: i % 2 ? 0.05 : 0.9, y: 0.2 }],
    }));
    const doc = autoLayoutBook(photos, landscapeBook);
    const byId = new Map(photos.map((p) => [p.id, photoRefSchema.parse(p)]));
    for (const page of doc.pages) {
      for (const frame of page.frames) {
        if (frame.kind !== 'photo' || !frame.photoId) continue;
        const photo = byId.get(frame.photoId)!;
        const { source } = placePhoto(photo, frame.box, frame.crop);
        const fx = photo.focusPoints[0]!.x * photo.width;
        const fy = photo.focusPoints[0]!.y * photo.height;
        expect(fx).toBeGreaterThanOrEqual(source.x - 1e-6);
        expect(fx).toBeLessThanOrEqual(source.x + source.width + 1e-6);
        expect(fy).toBeGreaterThanOrEqual(source.y - 1e-6);
        expect(fy).toBeLessThanOrEqual(source.y + source.height + 1e-6);
      }
    }
  });

  it('puts a cover photo and a title on the cover', () => {
    const photos = samplePhotos(10).map((p) => ({ ...p, place: 'Bilbao' }));
    const doc = autoLayoutBook(photos, squareBook);
    const [photoFrame, titleFrame] = doc.cover!.frames;
    expect(photoFrame).toMatchObject({ kind: 'photo' });
    expect(photoFrame!.kind === 'photo' && photoFrame!.photoId).toBeTruthy();
    expect(titleFrame).toMatchObject({ kind: 'text', role: 'title', text: 'Bilbao, July 2026' });
    expect(autoLayoutBook(photos, squareBook, { title: 'Our summer' }).title).toBe('Our summer');
  });

  it('puts a photo on the cover that prints sharp at the cover size, over a better-rated small one', () => {
    const analysis = (overall: number) => ({
      hash: '0000000000000000',
      sharpness: overall,
      exposure: overall,
      overall,
    });
    const [a, b, c] = samplePhotos(3);
    // 200 mm at 200 dpi needs 1575 px: the small one's 800 px would print at 101 dpi.
    const small = { ...a!, width: 800, height: 800, analysis: analysis(0.95) };
    const large = { ...b!, width: 3000, height: 3000, analysis: analysis(0.3) };
    const other = { ...c!, width: 600, height: 600, analysis: analysis(0.9) };
    const doc = autoLayoutBook([small, large, other], squareBook);
    const photoFrame = doc.cover!.frames.find((f) => f.kind === 'photo');
    expect(photoFrame?.kind === 'photo' && photoFrame.photoId).toBe(large.id);
    // With no sharp photo at all, the best of the rest still makes the cover.
    const onlySmall = autoLayoutBook([small, { ...large, width: 700, height: 700 }], squareBook);
    const fallback = onlySmall.cover!.frames.find((f) => f.kind === 'photo');
    expect(fallback?.kind === 'photo' && fallback.photoId).toBe(small.id);
  });

  it('leaves photos beyond six a page on the maximum page count unused', () => {
    const doc = autoLayoutBook(samplePhotos(700), squareBook);
    expect(doc.pages).toHaveLength(100);
    expect(placedIds(doc).length).toBeLessThanOrEqual(600);
    expect(listUnusedPhotos(doc).length + placedIds(doc).length).toBe(700);
  });

  it('lays out calendars as a cover and twelve months and prints one photo each', () => {
    const calendar = autoLayoutBook(samplePhotos(40), wallCalendar);
    expect(calendar.pages).toHaveLength(12);
    expect(calendar.calendar).toEqual({ startMonth: '2027-01', weekStart: 1, events: [] });
    expect(calendar.pages.every((p) => p.template === 'calendar-month')).toBe(true);
    const prints = autoLayoutBook(samplePhotos(5), photoPrint);
    expect(prints.cover).toBeNull();
    expect(prints.pages).toHaveLength(5);
    expect(prints.pages.every((p) => p.template === 'print' && p.quantity === 1)).toBe(true);
  });

  it('uses only library templates', () => {
    const doc = autoLayoutBook(samplePhotos(200), squareBook, { seed: 9 });
    for (const page of doc.pages) expect(templateById(page.template)).toBeDefined();
  });
});

describe('suggestTitle', () => {
  it('names both places, in the order visited, and the years', () => {
    const photos = ['A', 'B', 'B'].map((place, i) =>
      photoRefSchema.parse({
        id: `${i}`,
        width: 1,
        height: 1,
        place,
        takenAt: `202${5 + (i % 2)}-01-01T00:00:00Z`,
      }),
    );
    expect(suggestTitle(photos)).toBe('A & B, 2025–2026');
  });

  const trip = (place: string | null, ...dates: string[]) =>
    dates.map((takenAt, i) => photoRefSchema.parse({ id: `${i}`, width: 1, height: 1, place, takenAt }));

  it('names the month, or the months, of a trip in the customer language', () => {
    const july = trip('San Sebastián', '2026-07-05T15:12:44+02:00', '2026-07-05T21:31:05+02:00');
    expect(suggestTitle(july)).toBe('San Sebastián, July 2026');
    expect(suggestTitle(july, 'de-DE')).toBe('San Sebastián, Juli 2026');
    const summer = trip('Bilbao', '2026-07-30T10:00:00+02:00', '2026-08-02T10:00:00+02:00');
    expect(suggestTitle(summer, 'en-GB')).toBe('Bilbao, July\u2009–\u2009August 2026');
    expect(suggestTitle(trip(null, '2026-05-16T10:30:52+02:00'), 'fr-FR')).toBe('Mai 2026');
    expect(suggestTitle(trip(null))).toBe('');
  });
});
