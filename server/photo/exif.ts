import exifr from 'exifr';
import type { Place } from '../../contract/api/places';
import { placeFor } from '../places/place-thread';

export interface PhotoMetadata {
  /** The capture instant in UTC (ISO 8601), when the camera wrote a date. */
  capturedAt: string | null;
  /** The camera's UTC offset at capture, e.g. "+02:00", when known. */
  utcOffset: string | null;
  /** EXIF orientation 1–8 (1 when absent). */
  orientation: number;
  gps: { latitude: number; longitude: number; altitude: number | null } | null;
  /** The town the GPS position lies in or near (our own place data), for titles; null without one. */
  place?: Place | null;
  camera: { make: string | null; model: string | null };
}

const EMPTY: PhotoMetadata = {
  capturedAt: null,
  utcOffset: null,
  orientation: 1,
  gps: null,
  camera: { make: null, model: null },
};

/**
 * exifr reads JPEG, PNG, HEIC and TIFF but not WebP; sharp hands WebP's EXIF over as a bare TIFF
 * block, which exifr reads once it sits in a JPEG APP1 segment like a camera would write it.
 */
export function wrapTiffAsJpeg(tiff: Uint8Array): Uint8Array {
  const header = new TextEncoder().encode('Exif\0\0');
  const length = 2 + header.length + tiff.length;
  const out = new Uint8Array(4 + length + 2);
  out.set([0xff, 0xd8, 0xff, 0xe1, length >> 8, length & 0xff], 0);
  out.set(header, 6);
  out.set(tiff, 6 + header.length);
  out.set([0xff, 0xd9], out.length - 2);
  return out;
}

/** "2026:07:03 16:42:10" with "+02:00" -> the UTC instant; without an offset the wall time is taken as UTC. */
export function exifDateToIso(value: unknown, offset: string | null): string | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const zone = offset && /^[+-]\d{2}:\d{2}$/.test(offset) ? offset : 'Z';
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${zone}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Capture time, orientation, GPS and camera; a file without EXIF gives empty metadata, never an error. */
export async function readPhotoMetadata(bytes: Uint8Array): Promise<PhotoMetadata> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = await exifr.parse(bytes, {
      tiff: true,
      exif: true,
      gps: true,
      ifd1: false,
      xmp: false,
      icc: false,
      iptc: false,
      reviveValues: false,
      translateValues: false,
    });
  } catch {
    return EMPTY;
  }
  if (!tags) return EMPTY;
  const offset = text(tags.OffsetTimeOriginal) ?? text(tags.OffsetTime);
  const capturedAt = exifDateToIso(tags.DateTimeOriginal ?? tags.CreateDate ?? tags.DateTime, offset);
  const orientation =
    typeof tags.Orientation === 'number' && tags.Orientation >= 1 && tags.Orientation <= 8
      ? tags.Orientation
      : 1;
  let gps: PhotoMetadata['gps'] = null;
  try {
    const position = await exifr.gps(bytes);
    if (position && Number.isFinite(position.latitude) && Number.isFinite(position.longitude)) {
      const altitude = typeof tags.GPSAltitude === 'number' ? tags.GPSAltitude : null;
      gps = { latitude: position.latitude, longitude: position.longitude, altitude };
    }
  } catch {
    gps = null;
  }
  return {
    capturedAt,
    utcOffset: offset,
    orientation,
    gps,
    place: gps ? await placeFor(gps.latitude, gps.longitude) : null,
    camera: { make: text(tags.Make), model: text(tags.Model) },
  };
}
