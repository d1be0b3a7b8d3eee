import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { captureTime, exifFromRaw, readExif } from './image-exif';
import { fixtureUrl } from './test-fixtures';

const fixture = (path: string) => new Uint8Array(readFileSync(fixtureUrl(path)));

describe('readExif', () => {
  it('reads capture time with its offset, orientation, GPS and camera', async () => {
    const exif = await readExif(fixture('photos/photo-02.jpg'));
    expect(exif.takenAt).toBe('2026-07-03T21:37:05+02:00');
    expect(exif.orientation).toBe(6);
    expect(exif.camera).toBe('Apple iPhone 13');
    expect(exif.gps?.latitude).toBeCloseTo(43.259, 3);
    expect(exif.gps?.longitude).toBeCloseTo(-2.9234, 3);
  });

  it('keeps the negative offset of the panorama', async () => {
    expect((await readExif(fixture('edge/panorama-4096x512.jpg'))).takenAt).toBe('2026-02-14T11:05:33-08:00');
  });

  it('answers no EXIF for text and empty files instead of throwing', async () => {
    expect(await readExif(fixture('edge/not-an-image.jpg'))).toMatchObject({ takenAt: null, orientation: 1 });
    expect(await readExif(new Uint8Array())).toMatchObject({ takenAt: null, gps: null });
  });
});

describe('exifFromRaw', () => {
  it('ignores orientations outside 1..8 and bad dates', () => {
    expect(exifFromRaw({ Orientation: 12, DateTimeOriginal: '0000:00:00 00:00:00' })).toMatchObject({
      orientation: 1,
      takenAt: null,
    });
  });

  it('gives a date without an offset the offset of this device', () => {
    const t = captureTime('2026:01:02 03:04:05', undefined);
    expect(t).toMatch(/^2026-01-02T03:04:05[+-]\d{2}:\d{2}$/);
  });
});
