import { fitGray, type GrayImage } from './pixels';

/** Scores are measured on the image shrunk to this long edge, so a 12 MP original and a rendition compare. */
export const ANALYSIS_EDGE = 512;

export interface QualityScores {
  /** 0 (blurred) .. 1 (crisp): variance of the Laplacian, squashed. */
  sharpness: number;
  /** 0 (black, white or heavily clipped) .. 1 (well exposed). */
  exposure: number;
  /** The mix used to rank photos: cover choice, large frames and what is left out. */
  overall: number;
}

/**
 * Variance of the Laplacian: edges give large second derivatives, blur flattens them. The squash
 * constant puts a typical sharp phone photo at 512 px (variance in the hundreds) near 0.9 and a
 * visibly blurred one (variance below ~20) under 0.2.
 */
const SHARPNESS_SCALE = 150;

export function qualityScores(image: GrayImage): QualityScores {
  const small = fitGray(image, ANALYSIS_EDGE);
  const sharpness = 1 - Math.exp(-laplacianVariance(small) / SHARPNESS_SCALE);
  const exposure = exposureScore(small);
  return { sharpness, exposure, overall: 0.6 * sharpness + 0.4 * exposure };
}

export function laplacianVariance(image: GrayImage): number {
  const { width, height, data } = image;
  if (width < 3 || height < 3) return 0;
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const v =
        (data[i - width] ?? 0) +
        (data[i + width] ?? 0) +
        (data[i - 1] ?? 0) +
        (data[i + 1] ?? 0) -
        4 * (data[i] ?? 0);
      sum += v;
      sumSq += v * v;
      n++;
    }
  }
  const mean = sum / n;
  return sumSq / n - mean * mean;
}

/**
 * Mean brightness near the middle and few clipped pixels. A photo whose mean sits in 70..190 loses
 * nothing for brightness; beyond that it loses linearly to 0 at black or white. Each per cent of
 * pixels crushed to black or blown to white costs 2 % (a sunset with a dark shore keeps most of it).
 */
export function exposureScore(image: GrayImage): number {
  let sum = 0;
  let clipped = 0;
  for (const v of image.data) {
    sum += v;
    if (v <= 4 || v >= 251) clipped++;
  }
  const n = image.data.length || 1;
  const mean = sum / n;
  const brightness = mean < 70 ? mean / 70 : mean > 190 ? (255 - mean) / 65 : 1;
  const clipping = Math.min(1, (clipped / n) * 2);
  return Math.max(0, Math.min(1, brightness * (1 - clipping)));
}
