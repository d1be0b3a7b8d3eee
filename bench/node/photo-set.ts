import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makePhotos } from '../../scripts/make-photos';

/** The photo sets the benches pick or upload, made by scripts/make-photos.ts and kept between runs. */
const PHOTO_CACHE = process.env.BENCH_PHOTOS_DIR ?? join(tmpdir(), 'bindery-intake-photos');

/** Photos made for one set; a larger set repeats them (see photoSet). */
const DISTINCT_PHOTOS = Number(process.env.BENCH_DISTINCT_PHOTOS ?? 100);

/**
 * The photos carry an EXIF thumbnail as phones' photos do (scripts/make-photos.ts);
 * BENCH_EXIF_THUMBNAILS=0 makes sets without, the slowest case for a first spread.
 */
const EXIF_THUMBNAILS = process.env.BENCH_EXIF_THUMBNAILS !== '0';

/**
 * N photos of `edge` px long edge in a folder of their own (scripts/make-photos.ts: sharp, camera
 * EXIF, clustered capture times), made once and reused while the folder is there. A set larger than
 * `distinct` repeats those photos with a few bytes after the JPEG's end: the same picture, decoded
 * the same way, but another file with another content hash (not a duplicate to the app).
 */
export async function photoSet(
  n: number,
  edge: number,
  {
    root = PHOTO_CACHE,
    distinct = DISTINCT_PHOTOS,
    exifThumbnail = EXIF_THUMBNAILS,
  }: { root?: string; distinct?: number; exifThumbnail?: boolean } = {},
): Promise<string[]> {
  // A set that repeats photos names how many are distinct: another count is another set. Sets
  // with EXIF thumbnails are named -t (sets made before the thumbnails were not).
  const setName = `n${n}-e${edge}${n <= distinct ? '' : `-d${distinct}`}${exifThumbnail ? '-t' : ''}`;
  const dir = join(root, setName);
  const done = join(dir, '.complete');
  if (!existsSync(done)) {
    rmSync(dir, { recursive: true, force: true });
    if (n <= distinct) {
      console.log(`making ${n} photos of ${edge} px in ${dir} (scripts/make-photos.ts)…`);
      await makePhotos(n, dir, { minEdge: edge, maxEdge: edge, exifThumbnail });
    } else {
      const base = await photoSet(distinct, edge, { root, distinct, exifThumbnail });
      mkdirSync(dir, { recursive: true });
      for (let i = 0; i < n; i++) {
        const source = base[i % base.length] as string;
        const copy = Math.floor(i / base.length);
        const bytes = readFileSync(source);
        const name = `copy${copy}-${source.split('/').at(-1)}`;
        writeFileSync(
          join(dir, name),
          copy === 0 ? bytes : Buffer.concat([bytes, Buffer.from(`copy ${copy}`)]),
        );
      }
    }
    writeFileSync(done, '');
  }
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jpg'))
    .sort()
    .map((f) => join(dir, f));
}
