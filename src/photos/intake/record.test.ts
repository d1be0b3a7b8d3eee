import { describe, expect, it } from 'vitest';
import { localPhotoFrom, photoRefOf } from './record';
import { localPhotoSchema } from '../types';

const image = {
  type: 'jpeg' as const,
  mime: 'image/jpeg',
  width: 1366,
  height: 2048,
  bytes: 284_000,
  sha256: 'abc',
  fingerprint: 'f-abc',
  exif: { takenAt: '2026-07-03T21:37:05+02:00', orientation: 6, gps: null, camera: 'Apple iPhone 13' },
  warnings: [],
  screen: new Blob(),
  thumb: new Blob(),
};

describe('intake', () => {
  it('makes a valid record, upright size and capture time kept for layout', () => {
    const photo = localPhotoFrom({ name: 'photo-02.jpg', lastModified: 5 }, image, {
      id: 'c1',
      draftId: 'd',
      addedAt: 9,
    });
    expect(localPhotoSchema.safeParse(photo).success).toBe(true);
    expect(photoRefOf(photo)).toEqual({
      id: 'c1',
      width: 1366,
      height: 2048,
      takenAt: '2026-07-03T21:37:05+02:00',
      orientation: 6,
      contentHash: 'abc',
    });
  });

  it('has no content hash for the engine until the photo is hashed', () => {
    const photo = localPhotoFrom(
      { name: 'a.jpg' },
      { ...image, sha256: null },
      { id: 'c2', draftId: 'd', addedAt: 1 },
      [],
    );
    expect(photo.sha256).toBe('');
    expect(photo.fingerprint).toBe('f-abc');
    expect(localPhotoSchema.safeParse(photo).success).toBe(true);
    expect(photoRefOf(photo).contentHash).toBeNull();
  });
});
