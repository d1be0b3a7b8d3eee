import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { takenAtMs } from '../../render-core';
import {
  ANALYSIS_EDGE,
  type AnalysedPhoto,
  chooseForDraft,
  differenceHash,
  grayFromPixels,
  hashDistance,
  qualityScores,
} from '../../render-core/analysis';
import { fixturePhotos } from '../node/fixtures';

/**
 * Labelled checks of photo analysis on the real fixture photos (decoded with sharp, as the server
 * would; the image worker hands the same functions its canvas pixels).
 */
async function gray(input: string | Buffer, transform?: (s: Sharp) => Sharp) {
  let pipeline = sharp(input).rotate().resize(ANALYSIS_EDGE, ANALYSIS_EDGE, { fit: 'inside' });
  if (transform) pipeline = transform(pipeline);
  const { data, info } = await pipeline.greyscale().raw().toBuffer({ resolveWithObject: true });
  return grayFromPixels(data, info.width, info.height, info.channels as 1);
}

const photos = fixturePhotos();
const analysed = new Map<string, AnalysedPhoto>();

beforeAll(async () => {
  for (const p of photos) {
    const image = await gray(p.path);
    analysed.set(p.id, {
      id: p.id,
      takenAtMs: takenAtMs({ takenAt: p.takenAt ?? null }),
      hash: differenceHash(image),
      quality: qualityScores(image).overall,
    });
  }
}, 60_000);

describe('photo analysis on the fixture photos', () => {
  it('groups the burst pair photo-06/07 and nothing else of the trip', () => {
    const choice = chooseForDraft([...analysed.values()]);
    const left = choice.leftOut.map((l) => ({ id: l.id, reason: l.reason, keptInstead: l.keptInstead }));
    expect(left).toHaveLength(1);
    expect(['photo-06', 'photo-07']).toContain(left[0]?.id);
    expect(left[0]?.reason).toBe('burst');
    expect(['photo-06', 'photo-07']).toContain(left[0]?.keptInstead);
  });

  it('finds a re-encoded, resized copy as the same picture and different photos as different', async () => {
    const source = photos.find((p) => p.id === 'photo-09');
    if (!source) throw new Error('photo-09 missing');
    const copy = await sharp(source.path)
      .rotate()
      .resize(800)
      .modulate({ brightness: 1.05 })
      .jpeg({ quality: 60 })
      .toBuffer();
    const original = analysed.get('photo-09')?.hash ?? '';
    expect(hashDistance(original, differenceHash(await gray(copy)))).toBeLessThanOrEqual(6);
    const distances = [...analysed.values()]
      .filter((p) => p.id !== 'photo-09')
      .map((p) => hashDistance(original, p.hash ?? ''));
    expect(Math.min(...distances)).toBeGreaterThan(10);
  });

  it('scores a blurred photo less sharp and a darkened one worse exposed', async () => {
    const path = photos.find((p) => p.id === 'photo-11')?.path ?? '';
    const plain = qualityScores(await gray(path));
    const blurred = qualityScores(await gray(path, (s) => s.blur(4)));
    const dark = qualityScores(await gray(path, (s) => s.linear(0.15, 0)));
    expect(blurred.sharpness).toBeLessThan(plain.sharpness - 0.2);
    expect(dark.exposure).toBeLessThan(plain.exposure - 0.3);
  });
});
