import { readFileSync } from 'node:fs';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { edgeFixture, photoFixture } from '../test/fixtures';
import { printImage, processPhoto } from './process';

const load = (path: string) => readFileSync(path);

describe('processPhoto: photos', () => {
  it('reads a phone JPEG: size, capture instant with its offset, GPS, camera, hash and renditions', async () => {
    const result = await processPhoto(load(photoFixture('photo-01.jpg')));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { photo } = result;
    expect([photo.width, photo.height]).toEqual([2048, 1152]);
    expect(photo.metadata.capturedAt).toBe('2026-07-03T14:42:10.000Z');
    expect(photo.metadata.utcOffset).toBe('+02:00');
    expect(photo.metadata.gps?.latitude).toBeCloseTo(43.32306, 4);
    expect(photo.metadata.gps?.longitude).toBeCloseTo(-3.01722, 4);
    expect(photo.metadata.camera).toEqual({ make: 'Apple', model: 'iPhone 13' });
    expect(photo.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(photo.warnings).toEqual([]);
    const screen = await sharp(photo.renditions.screen).metadata();
    expect([screen.width, screen.height]).toEqual([1600, 900]);
    const thumb = await sharp(photo.renditions.thumb).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(400);
    // Only the sizes screens need: the print file is made from the original at print time.
    expect(Object.keys(photo.renditions).sort()).toEqual(['screen', 'thumb']);
  });

  it('turns an Orientation 6 photo upright', async () => {
    const result = await processPhoto(load(photoFixture('photo-02.jpg')));
    expect(result.ok && [result.photo.width, result.photo.height]).toEqual([1366, 2048]);
    if (!result.ok) return;
    const screen = await sharp(result.photo.renditions.screen).metadata();
    expect(screen.height! > screen.width!).toBe(true);
    expect(result.photo.metadata.orientation).toBe(6);
  });
});

describe('printImage: what a print file embeds, from the original', () => {
  const sizeOf = async (image: Sharp) => {
    const { info } = await image.jpeg().toBuffer({ resolveWithObject: true });
    return [info.width, info.height];
  };

  it('keeps every pixel of a 12 MP photo when the print needs them, and never upsamples', async () => {
    const original = load(photoFixture('photo-big.jpg'));
    expect(await sizeOf(await printImage(original, null))).toEqual([4032, 3024]);
    expect(await sizeOf(await printImage(original, 9000))).toEqual([4032, 3024]);
  });

  it('scales down to the long edge the print needs', async () => {
    expect(await sizeOf(await printImage(load(photoFixture('photo-big.jpg')), 2000))).toEqual([2000, 1500]);
  });

  it('turns an Orientation 6 photo and a HEIC upright', async () => {
    expect(await sizeOf(await printImage(load(photoFixture('photo-02.jpg')), null))).toEqual([1366, 2048]);
    expect(await sizeOf(await printImage(load(edgeFixture('heic-portrait.heic')), null))).toEqual([
      1200, 1600,
    ]);
  });

  it('flattens a transparent PNG onto white and converts CMYK and greyscale to sRGB', async () => {
    const flat = await (await printImage(load(edgeFixture('transparent-cutout.png')), null))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(flat.info.channels).toBe(3);
    expect(Math.min(...flat.data.subarray(0, 12))).toBeGreaterThan(200);
    for (const name of ['cmyk.jpg', 'grayscale.jpg']) {
      const meta = await sharp(
        await (await printImage(load(edgeFixture(name)), null)).jpeg().toBuffer(),
      ).metadata();
      expect([meta.space, meta.channels]).toEqual(['srgb', 3]);
    }
  });
});

/** Every file in fixtures/edge and its outcome (fixtures README §2). */
describe('processPhoto: edge files', () => {
  it.each([
    ['heic-landscape.heic', 2048, 1280],
    ['heic-portrait.heic', 1200, 1600],
    ['photo.webp', 2048, 1280],
    ['panorama-4096x512.jpg', 4096, 512],
    ['grayscale.jpg', 2048, 1280],
    ['cmyk.jpg', 2048, 1361],
  ])('accepts and converts %s', async (name, width, height) => {
    const result = await processPhoto(load(edgeFixture(name)));
    if (!result.ok) throw new Error(`${name}: ${result.message}`);
    expect([result.photo.width, result.photo.height]).toEqual([width, height]);
    const screen = await sharp(result.photo.renditions.screen).metadata();
    expect(screen.format).toBe('jpeg');
    expect(screen.channels).toBe(3);
    expect(screen.space).toBe('srgb');
  });

  it('reads the date of a HEIC and a WebP (whose EXIF exifr cannot read by itself)', async () => {
    const heic = await processPhoto(load(edgeFixture('heic-landscape.heic')));
    expect(heic.ok && heic.photo.metadata.capturedAt).toBe('2026-07-09T15:06:31.000Z');
    const webp = await processPhoto(load(edgeFixture('photo.webp')));
    expect(webp.ok && webp.photo.metadata.capturedAt).toBe('2026-05-16T08:30:52.000Z');
    expect(webp.ok && webp.photo.metadata.gps?.latitude).toBeCloseTo(52.3579, 3);
  });

  it('keeps a greyscale photo neutral; a CMYK photo without EXIF has no date', async () => {
    const grey = await processPhoto(load(edgeFixture('grayscale.jpg')));
    if (!grey.ok) throw new Error(grey.message);
    const { data } = await sharp(grey.photo.renditions.thumb).raw().toBuffer({ resolveWithObject: true });
    let maxSpread = 0;
    for (let i = 0; i < data.length; i += 3) {
      maxSpread = Math.max(
        maxSpread,
        Math.max(data[i]!, data[i + 1]!, data[i + 2]!) - Math.min(data[i]!, data[i + 1]!, data[i + 2]!),
      );
    }
    expect(maxSpread).toBeLessThanOrEqual(6);
    const cmyk = await processPhoto(load(edgeFixture('cmyk.jpg')));
    expect(cmyk.ok && cmyk.photo.metadata.capturedAt).toBe(null);
  });

  it('flattens a transparent PNG onto white, not black, and warns it is low resolution', async () => {
    const result = await processPhoto(load(edgeFixture('transparent-cutout.png')));
    if (!result.ok) throw new Error(result.message);
    expect(result.photo.warnings).toEqual(['low-resolution']);
    const stats = await sharp(result.photo.renditions.screen).stats();
    expect(stats.channels[0]!.max).toBe(255);
    const corner = await sharp(result.photo.renditions.screen)
      .extract({ left: 0, top: 0, width: 4, height: 4 })
      .raw()
      .toBuffer();
    expect(Math.min(...corner)).toBeGreaterThan(200);
  });

  it('accepts a tiny photo with a low-resolution warning', async () => {
    const result = await processPhoto(load(edgeFixture('tiny-320x240.jpg')));
    expect(result.ok && result.photo.warnings).toEqual(['low-resolution']);
  });

  it.each([
    ['truncated.jpg', 'corrupt'],
    ['not-an-image.jpg', 'unsupported-type'],
    ['empty.jpg', 'empty'],
    ['bomb-20000x20000.png', 'too-many-pixels'],
  ])('refuses %s as %s', async (name, reason) => {
    const result = await processPhoto(load(edgeFixture(name)));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toBe(reason);
    expect(result.message.length).toBeGreaterThan(10);
  });

  it('refuses a photo too small to print', async () => {
    const small = await sharp({ create: { width: 150, height: 100, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const result = await processPhoto(small);
    expect(!result.ok && result.reason).toBe('too-small');
  });
});
