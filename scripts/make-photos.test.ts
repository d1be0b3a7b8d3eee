import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readExif, readExifThumbnail } from '../workers/image-exif';
import { EXIF_THUMBNAIL_EDGE, makePhotos } from './make-photos';

const dir = mkdtempSync(join(tmpdir(), 'make-photos-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('makePhotos', () => {
  it('makes photos the app reads as a camera roll: sizes, capture times in order, cameras', async () => {
    const files = await makePhotos(6, dir, { minEdge: 400, maxEdge: 600 });
    expect(files.map((f) => f.slice(dir.length + 1))).toEqual(
      ['0001', '0002', '0003', '0004', '0005', '0006'].map((n) => `synth-${n}.jpg`),
    );
    const times: string[] = [];
    for (const file of files) {
      const { width = 0, height = 0, format } = await sharp(file).metadata();
      expect(format).toBe('jpeg');
      expect(Math.max(width, height)).toBeGreaterThanOrEqual(400);
      expect(Math.max(width, height)).toBeLessThanOrEqual(600);
      const exif = await readExif(new Uint8Array(readFileSync(file)));
      expect(exif.takenAt).toMatch(/^2026-07-/);
      expect(exif.camera).toBeTruthy();
      // The file's own time is the capture time, as on a phone.
      expect(Math.abs(statSync(file).mtimeMs - Date.parse(`${exif.takenAt!.slice(0, 19)}Z`))).toBeLessThan(
        1000,
      );
      times.push(exif.takenAt!);
    }
    expect([...times].sort()).toEqual(times);
  });

  it('stores a thumbnail of the photo in its EXIF block, as a phone does, the app reading it', async () => {
    const [file] = await makePhotos(1, join(dir, 'thumb'), { minEdge: 1200, maxEdge: 1200, seed: 3 });
    const bytes = new Uint8Array(readFileSync(file!));
    const thumb = await readExifThumbnail(bytes);
    expect(thumb).not.toBeNull();
    const meta = await sharp(thumb!).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBe(EXIF_THUMBNAIL_EDGE);
    // The thumbnail is the photo, small: its pixels match the photo's own, shrunk.
    const small = (input: Buffer | Uint8Array) => sharp(input).resize(8, 8, { fit: 'fill' }).raw().toBuffer();
    const [a, b] = [await small(thumb!), await small(Buffer.from(bytes))];
    const diff = a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length;
    expect(diff).toBeLessThan(8);
    // The photo's own tags are kept, and the photo still decodes whole.
    expect((await readExif(bytes)).camera).toBeTruthy();
    expect((await sharp(file!).metadata()).width).toBeGreaterThan(0);
    await sharp(file!).raw().toBuffer();
    const [plain] = await makePhotos(1, join(dir, 'plain'), {
      minEdge: 300,
      maxEdge: 300,
      exifThumbnail: false,
    });
    expect(await readExifThumbnail(new Uint8Array(readFileSync(plain!)))).toBeNull();
  });

  it('makes the same photos from the same seed, and different pictures within a set', async () => {
    const [a] = await makePhotos(1, join(dir, 'a'), { minEdge: 300, maxEdge: 300, seed: 7 });
    const [b] = await makePhotos(1, join(dir, 'b'), { minEdge: 300, maxEdge: 300, seed: 7 });
    expect(readFileSync(a!)).toEqual(readFileSync(b!));
    const [c, d] = await makePhotos(2, join(dir, 'c'), { minEdge: 300, maxEdge: 300 });
    const pixels = async (f: string) => sharp(f).resize(16, 16, { fit: 'fill' }).raw().toBuffer();
    expect(await pixels(c!)).not.toEqual(await pixels(d!));
  });
});
