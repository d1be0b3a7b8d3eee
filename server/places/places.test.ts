import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readPhotoMetadata } from '../photo/exif';
import { placeAt } from './place-index';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../fixtures/photos/${name}`, import.meta.url))));

describe('labelled check: places from the fixture photos', () => {
  it('a photo with GPS of San Sebastián yields that name, from its own EXIF through the real lookup', async () => {
    const metadata = await readPhotoMetadata(fixture('photo-08.jpg'));
    expect(metadata.gps).not.toBeNull();
    expect(placeAt(metadata.gps!.latitude, metadata.gps!.longitude)).toEqual({
      name: 'San Sebastián',
      country: 'ES',
    });
    expect(metadata.place).toEqual({ name: 'San Sebastián', country: 'ES' });
  });

  it('names the other fixture towns, and nothing for a photo without GPS', async () => {
    const named = async (file: string) => (await readPhotoMetadata(fixture(file))).place?.name ?? null;
    expect(await named('photo-29.jpg')).toBe('Amsterdam');
    expect(await named('photo-15.jpg')).toBe('Potes');
    expect(await named('photo-05.jpg')).toBeNull();
  });
});
