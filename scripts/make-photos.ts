/**
 * Makes N varied "phone photos" (JPEG with camera EXIF) for journeys and benchmarks, as
 * fixtures/make-many.sh does, in a fraction of its CPU: sharp draws each from an SVG (a gradient
 * sky, 4-14 translucent shapes) with a grain tile over it, instead of ImageMagick's plasma and noise.
 * 100 photos of 1600 px took make-many.sh 150 s of CPU on 2 cores, which the intake journey paid
 * before its first step. Seeded: the same seed gives the same photos. Dates come in clusters
 * (2-6 events a day, minutes apart) and file names follow them, as a phone's camera roll does.
 *
 * Each carries a 160 px thumbnail in its EXIF block, as a phone's photo does (--no-exif-thumbnail
 * leaves it out).
 *
 *   npx tsx scripts/make-photos.ts N OUT_DIR [--min-edge PX] [--max-edge PX] [--seed S] [--no-exif-thumbnail]
 */
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { seededRandom } from '../render-core/layout/rng';
import { withExifThumbnail } from './exif-thumbnail';

export interface MakePhotosOptions {
  minEdge?: number;
  maxEdge?: number;
  seed?: number;
  /** First day of the trip, UTC (default 2026-07-03); the photos spread over `days` days. */
  start?: string;
  days?: number;
  /**
   * A 160 px JPEG thumbnail in the EXIF block, as phones' cameras store (default true; every
   * camera photo among the fixtures has one). The app shows it before the photo is decoded.
   */
  exifThumbnail?: boolean;
}

/** The long edge of the EXIF thumbnail, as the fixtures' cameras make it. */
export const EXIF_THUMBNAIL_EDGE = 160;

const CAMERAS = [
  ['Apple', 'iPhone 13'],
  ['Apple', 'iPhone 15 Pro'],
  ['Google', 'Pixel 7'],
  ['samsung', 'SM-S911B'],
] as const;
const RATIOS = [9 / 16, 2 / 3, 3 / 4, 4 / 5, 1, 5 / 4, 4 / 3, 3 / 2, 16 / 10, 16 / 9, 2, 21 / 9];
const GRAIN = 64;

/** EXIF's date form, "2026:07:03 14:05:09", of a local time kept as UTC fields. */
const exifDate = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, ':');

export async function makePhotos(
  count: number,
  dir: string,
  options: MakePhotosOptions = {},
): Promise<string[]> {
  const {
    minEdge = 1600,
    maxEdge = 2560,
    seed = 1,
    start = '2026-07-03',
    days = 10,
    exifThumbnail = true,
  } = options;
  const random = seededRandom(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const day0 = Date.parse(`${start}T00:00:00Z`);
  const events: number[] = [];
  for (let d = 0; d < days; d++)
    for (let e = int(2, 6); e > 0; e--) events.push(day0 + d * 86_400_000 + int(7 * 3600, 22 * 3600) * 1000);
  const grain = await sharp(Buffer.from(Array.from({ length: GRAIN * GRAIN }, () => int(96, 160))), {
    raw: { width: GRAIN, height: GRAIN, channels: 1 },
  })
    .png()
    .toBuffer();

  const photos = Array.from({ length: count }, () => {
    const event = events[Math.floor(random() * events.length)]!;
    const takenAt = event + Math.floor(-Math.log(1 - random()) * 300) * 1000;
    const ratio =
      random() < 0.5
        ? RATIOS[int(0, RATIOS.length - 1)]!
        : Math.exp(Math.log(9 / 16) + random() * Math.log(21 / 9 / (9 / 16)));
    const long = int(minEdge, maxEdge);
    const [width, height] = ratio >= 1 ? [long, Math.round(long / ratio)] : [Math.round(long * ratio), long];
    const hue = int(0, 359);
    const shapes = Array.from({ length: int(4, 14) }, () => {
      const fill = `hsla(${int(0, 359)},${int(40, 95)}%,${int(25, 80)}%,${(0.35 + random() * 0.55).toFixed(2)})`;
      const x = int(0, width);
      const y = int(0, height);
      const size = Math.round(Math.min(width, height) * (0.05 + random() * 0.3));
      return random() < 0.5
        ? `<ellipse cx="${x}" cy="${y}" rx="${size}" ry="${Math.round(size * (0.3 + random()))}" fill="${fill}"/>`
        : `<rect x="${x}" y="${y}" width="${size * 2}" height="${size}" rx="${size / 8}" fill="${fill}"/>`;
    });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="sky" gradientTransform="rotate(${int(0, 359)} 0.5 0.5)">
<stop offset="0" stop-color="hsl(${hue},${int(30, 90)}%,${int(15, 55)}%)"/>
<stop offset="0.6" stop-color="hsl(${(hue + int(30, 180)) % 360},${int(30, 90)}%,${int(45, 85)}%)"/>
<stop offset="1" stop-color="hsl(${(hue + int(180, 300)) % 360},${int(20, 70)}%,${int(20, 60)}%)"/>
</linearGradient></defs><rect width="100%" height="100%" fill="url(#sky)"/>${shapes.join('')}</svg>`;
    const [make, model] = CAMERAS[int(0, CAMERAS.length - 1)]!;
    return { takenAt, width, height, svg, make, model };
  });
  photos.sort((a, b) => a.takenAt - b.takenAt);

  mkdirSync(dir, { recursive: true });
  const digits = Math.max(4, String(count).length);
  const files: string[] = [];
  for (const [i, p] of photos.entries()) {
    const file = join(dir, `synth-${String(i + 1).padStart(digits, '0')}.jpg`);
    const date = exifDate(p.takenAt);
    const jpeg = await sharp(Buffer.from(p.svg))
      .composite([{ input: grain, tile: true, blend: 'soft-light' }])
      .jpeg({ quality: 85 })
      .withExif({
        IFD0: { Make: p.make, Model: p.model, DateTime: date, Software: 'make-photos.ts' },
        IFD2: { DateTimeOriginal: date, DateTimeDigitized: date, OffsetTimeOriginal: '+02:00' },
      })
      .toBuffer();
    const thumbnail = exifThumbnail
      ? await sharp(jpeg)
          .resize(EXIF_THUMBNAIL_EDGE, EXIF_THUMBNAIL_EDGE, { fit: 'inside' })
          .jpeg({ quality: 75 })
          .toBuffer()
      : null;
    writeFileSync(file, thumbnail ? withExifThumbnail(jpeg, thumbnail) : jpeg);
    // The capture time as the file's own time, as a camera roll's copy has it (local time read as UTC).
    const seconds = p.takenAt / 1000;
    utimesSync(file, seconds, seconds);
    files.push(file);
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [count, dir, ...rest] = process.argv.slice(2);
  const flag = (name: string) => {
    const i = rest.indexOf(name);
    return i >= 0 ? Number(rest[i + 1]) : undefined;
  };
  if (!count || !dir || !/^\d+$/.test(count)) {
    console.error(
      'usage: make-photos.ts N OUT_DIR [--min-edge PX] [--max-edge PX] [--seed S] [--no-exif-thumbnail]',
    );
    process.exit(1);
  }
  const files = await makePhotos(Number(count), dir, {
    minEdge: flag('--min-edge'),
    maxEdge: flag('--max-edge'),
    seed: flag('--seed'),
    exifThumbnail: !rest.includes('--no-exif-thumbnail'),
  });
  console.log(`${files.length} photos in ${dir}`);
}
