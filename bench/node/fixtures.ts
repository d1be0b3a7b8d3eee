import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PhotoRefInput } from '../../render-core';

/** The checkout's fixtures/ folder (real JPEGs with EXIF); see fixtures/README.md. */
export const FIXTURES_DIR = fileURLToPath(new URL('../../fixtures/', import.meta.url));

interface ManifestEntry {
  file: string;
  displayWidth: number;
  displayHeight: number;
  exifOrientation: number;
  dateTimeOriginal?: string;
  offsetTimeOriginal?: string;
  gps?: { place?: string } | null;
}

/** "2026:07:03 16:42:10" with "+02:00" -> an ISO time with offset. */
function isoTime(exifDate: string | undefined, offset: string | undefined): string | null {
  if (!exifDate) return null;
  const [date, time] = exifDate.split(' ');
  return `${date!.replaceAll(':', '-')}T${time}${offset ?? 'Z'}`;
}

/** PhotoRefs for the fixture photos (photos/ only), read from the fixture manifest. */
export function fixturePhotos(): (PhotoRefInput & { path: string })[] {
  const manifest = JSON.parse(readFileSync(`${FIXTURES_DIR}manifest.json`, 'utf8')) as {
    files: ManifestEntry[];
  };
  return manifest.files
    .filter((f) => f.file.startsWith('photos/'))
    .map((f) => ({
      id: f.file.replace(/^photos\//, '').replace(/\.jpg$/, ''),
      path: `${FIXTURES_DIR}${f.file}`,
      width: f.displayWidth,
      height: f.displayHeight,
      orientation: f.exifOrientation,
      takenAt: isoTime(f.dateTimeOriginal, f.offsetTimeOriginal),
      place: f.gps?.place ?? null,
    }));
}
