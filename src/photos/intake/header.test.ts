import { describe, expect, it } from 'vitest';
import { readHeader } from './header';

const image = {
  type: 'jpeg' as const,
  mime: 'image/jpeg',
  width: 4032,
  height: 3024,
  bytes: 1,
  sha256: null,
  fingerprint: 'f-1',
  exif: { takenAt: null, orientation: 1, gps: null, camera: null },
  warnings: [],
};

describe('readHeader', () => {
  it('keeps the facts for the record and the camera preview apart', () => {
    const preview = new Blob(['p']);
    const outcome = readHeader({ ok: true, image: { ...image, exifThumbnail: preview } });
    expect(outcome).toEqual({ ok: true, facts: image, preview });
    expect(outcome.ok && 'exifThumbnail' in outcome.facts).toBe(false);
  });

  it('passes a refusal on with its reason', () => {
    expect(readHeader({ ok: false, reason: 'empty' })).toEqual({ ok: false, reason: 'empty' });
  });
});
