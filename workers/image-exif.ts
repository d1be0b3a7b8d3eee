import exifr from 'exifr';

/** What the app keeps from a photo's EXIF. */
export interface PhotoExif {
  /** ISO 8601 with the offset the camera recorded (or this device's offset when it recorded none). */
  takenAt: string | null;
  /** EXIF orientation 1..8 as stored. */
  orientation: number;
  gps: { latitude: number; longitude: number; altitude: number | null } | null;
  camera: string | null;
}

export const NO_EXIF: PhotoExif = { takenAt: null, orientation: 1, gps: null, camera: null };

type Raw = Record<string, unknown>;

const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
const OFFSET = /^[+-]\d{2}:\d{2}$/;

function offsetOf(local: Date): string {
  const minutes = -local.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** "2026:07:03 16:42:10" and "+02:00" as "2026-07-03T16:42:10+02:00". */
export function captureTime(date: unknown, offset: unknown): string | null {
  if (typeof date !== 'string') return null;
  const m = EXIF_DATE.exec(date);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const local = `${y}-${mo}-${d}T${h}:${mi}:${s}`;
  if (Number(y) < 1900 || Number.isNaN(Date.parse(local))) return null;
  const zone =
    typeof offset === 'string' && OFFSET.test(offset.trim()) ? offset.trim() : offsetOf(new Date(local));
  return `${local}${zone}`;
}

function degrees(value: unknown, ref: unknown): number | null {
  if (!Array.isArray(value) || value.length < 3) return typeof value === 'number' ? value : null;
  const [d, m, s] = value.map(Number) as [number, number, number];
  if (![d, m, s].every(Number.isFinite)) return null;
  const abs = d + m / 60 + s / 3600;
  return ref === 'S' || ref === 'W' ? -abs : abs;
}

/** The fields we keep, from exifr's raw (unrevived) output. */
export function exifFromRaw(raw: Raw | undefined | null): PhotoExif {
  if (!raw) return NO_EXIF;
  const orientation = Number(raw.Orientation);
  const latitude = degrees(raw.GPSLatitude, raw.GPSLatitudeRef);
  const longitude = degrees(raw.GPSLongitude, raw.GPSLongitudeRef);
  const make = typeof raw.Make === 'string' ? raw.Make.trim() : '';
  const model = typeof raw.Model === 'string' ? raw.Model.trim() : '';
  const camera = model.startsWith(make) ? model : `${make} ${model}`.trim();
  const altitude = typeof raw.GPSAltitude === 'number' ? raw.GPSAltitude : null;
  return {
    takenAt:
      captureTime(raw.DateTimeOriginal, raw.OffsetTimeOriginal) ??
      captureTime(raw.CreateDate, raw.OffsetTimeDigitized),
    orientation: Number.isInteger(orientation) && orientation >= 1 && orientation <= 8 ? orientation : 1,
    gps: latitude !== null && longitude !== null ? { latitude, longitude, altitude } : null,
    camera: camera || null,
  };
}

/** Reads EXIF; a file exifr cannot read (WebP, no EXIF, damage) simply has none. */
export async function readExif(bytes: Uint8Array): Promise<PhotoExif> {
  try {
    const raw = (await exifr.parse(bytes, {
      tiff: true,
      exif: true,
      gps: true,
      ifd1: false,
      interop: false,
      xmp: false,
      icc: false,
      iptc: false,
      jfif: false,
      reviveValues: false,
      translateValues: false,
      mergeOutput: true,
    })) as Raw | undefined;
    return exifFromRaw(raw);
  } catch {
    return NO_EXIF;
  }
}

/**
 * The JPEG thumbnail a camera stores in the EXIF block (IFD1), or null: many phones store one of
 * about 160-512 px, enough to show the photo before it is decoded.
 */
export async function readExifThumbnail(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const thumb = await exifr.thumbnail(bytes);
    return thumb && thumb.byteLength > 0 ? new Uint8Array(thumb) : null;
  } catch {
    return null;
  }
}
