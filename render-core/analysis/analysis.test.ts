import { describe, expect, it } from 'vitest';
import { chooseForDraft } from './choose';
import { type AnalysedPhoto, groupSimilar } from './groups';
import { differenceHash, hashDistance } from './hash';
import { type GrayImage, grayFromPixels, resizeGray } from './pixels';
import { exposureScore, qualityScores } from './quality';

/** A made-up scene: soft shapes with sharp edges and some texture. */
function scene(width: number, height: number, seed: number, gain = 1): GrayImage {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const disc = (x - width * (0.3 + 0.1 * seed)) ** 2 + (y - height / 2) ** 2 < (height / 4) ** 2;
      const stripe = Math.floor((x + seed * 7) / 12) % 2 === 0;
      const v = 60 + (disc ? 120 : 0) + (stripe ? 30 : 0) + ((x * 31 + y * 17 + seed) % 11);
      data[y * width + x] = Math.min(255, Math.round(v * gain));
    }
  }
  return { width, height, data };
}

function blur(image: GrayImage, radius: number): GrayImage {
  const { width, height } = image;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let n = 0;
      for (let dy = -radius; dy <= radius; dy++) {
        for (let dx = -radius; dx <= radius; dx++) {
          const xx = Math.min(width - 1, Math.max(0, x + dx));
          const yy = Math.min(height - 1, Math.max(0, y + dy));
          sum += image.data[yy * width + xx] ?? 0;
          n++;
        }
      }
      data[y * width + x] = Math.round(sum / n);
    }
  }
  return { width, height, data };
}

describe('pixels', () => {
  it('reads luminance from RGBA and grey buffers', () => {
    const rgba = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255];
    expect([...grayFromPixels(rgba, 2, 2, 4).data]).toEqual([76, 150, 29, 255]);
    expect([...grayFromPixels([9, 200], 2, 1, 1).data]).toEqual([9, 200]);
  });
  it('averages areas when shrinking', () => {
    const image = { width: 4, height: 2, data: new Uint8Array([0, 100, 200, 200, 100, 0, 200, 200]) };
    expect([...resizeGray(image, 2, 1).data]).toEqual([50, 200]);
  });
});

/** A smooth made-up picture: broad light and dark areas, as a landscape has at 9x8 pixels. */
function smooth(width: number, height: number, seed: number, gain = 1): GrayImage {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = 120 + 70 * Math.sin((x / width) * 5 + seed) * Math.cos((y / height) * 3 + seed * 2);
      data[y * width + x] = Math.min(255, Math.round(v * gain));
    }
  }
  return { width, height, data };
}

describe('difference hash', () => {
  it('barely moves for a resized, slightly brighter copy and moves a lot for another picture', () => {
    const original = smooth(640, 480, 1);
    const copy = resizeGray(smooth(640, 480, 1, 1.08), 320, 240);
    const other = smooth(640, 480, 4);
    expect(hashDistance(differenceHash(original), differenceHash(copy))).toBeLessThanOrEqual(4);
    expect(hashDistance(differenceHash(original), differenceHash(other))).toBeGreaterThan(10);
  });
  it('counts differing bits', () => {
    expect(hashDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hashDistance('00000000000000f0', '0000000000000000')).toBe(4);
  });
});

describe('quality', () => {
  it('scores a blurred copy less sharp', () => {
    const sharp = scene(400, 300, 2);
    expect(qualityScores(blur(sharp, 3)).sharpness).toBeLessThan(qualityScores(sharp).sharpness - 0.3);
  });
  it('scores a dark or blown-out photo worse exposed', () => {
    const normal = scene(200, 150, 2);
    expect(exposureScore(scene(200, 150, 2, 0.25))).toBeLessThan(exposureScore(normal) - 0.3);
    expect(exposureScore(scene(200, 150, 2, 3))).toBeLessThan(exposureScore(normal) - 0.3);
  });
});

const T0 = Date.parse('2026-07-04T11:00:00Z');
const photo = (id: string, seconds: number | null, hash: string | null, quality = 0.5): AnalysedPhoto => ({
  id,
  takenAtMs: seconds === null ? null : T0 + seconds * 1000,
  hash,
  quality,
});

describe('groups', () => {
  it('groups a burst by time and keeps its best shot', () => {
    const groups = groupSimilar([
      photo('a', 0, '0000000000000000', 0.4),
      photo('b', 7, 'ffffffffffffffff', 0.9),
      photo('c', 600, '00ff00ff00ff00ff'),
    ]);
    expect(groups).toEqual([{ ids: ['a', 'b'], best: 'b', reason: 'burst' }]);
  });
  it('groups near-identical pictures minutes apart, and undated ones among themselves, not a day apart', () => {
    const groups = groupSimilar([
      photo('a', 0, '0000000000000000', 0.7),
      photo('b', 300, '0000000000000003', 0.6),
      photo('c', null, '0000000000000001', 0.2),
      photo('d', 86_400, '0000000000000000', 0.9),
      photo('e', null, '0000000000000000', 0.3),
    ]);
    expect(groups).toEqual([
      { ids: ['a', 'b'], best: 'a', reason: 'duplicate' },
      { ids: ['c', 'e'], best: 'e', reason: 'duplicate' },
    ]);
  });
});

describe('choosing the photos of a draft', () => {
  it('leaves out burst siblings with the photo kept instead, and nothing else when all fit', () => {
    const choice = chooseForDraft([
      photo('a', 0, null, 0.3),
      photo('b', 5, null, 0.8),
      photo('c', 900, null),
    ]);
    expect(choice.chosen).toEqual(['b', 'c']);
    expect(choice.leftOut).toEqual([{ id: 'a', reason: 'burst', keptInstead: 'b' }]);
  });
  it('chooses the best of each stretch of time when there are more photos than the product holds', () => {
    // Day one has ten fine photos, day two four poorer ones: two from each half, not four from day one.
    const photos = [
      ...Array.from({ length: 10 }, (_, i) => photo(`d1-${i}`, i * 600, null, 0.9 - i * 0.01)),
      ...Array.from({ length: 4 }, (_, i) => photo(`d2-${i}`, 86_400 + i * 600, null, 0.3 + i * 0.05)),
    ];
    const choice = chooseForDraft(photos, 4);
    expect(choice.chosen).toHaveLength(4);
    expect(choice.chosen.filter((id) => id.startsWith('d2'))).not.toHaveLength(0);
    expect(choice.chosen).toContain('d2-3');
    expect(choice.leftOut).toHaveLength(10);
    expect(new Set([...choice.chosen, ...choice.leftOut.map((l) => l.id)]).size).toBe(14);
    expect(choice.leftOut.every((l) => l.reason === 'surplus')).toBe(true);
  });
});
