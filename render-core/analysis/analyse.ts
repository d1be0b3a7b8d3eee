import type { PhotoAnalysis } from '../model/photo';
import { differenceHash } from './hash';
import { fitGray, type GrayImage, grayFromPixels } from './pixels';
import { ANALYSIS_EDGE, qualityScores } from './quality';

/** Scores are stored to three places: finer digits only make every saved document longer. */
const round = (v: number) => Math.round(Math.max(0, Math.min(1, v)) * 1000) / 1000;

/** A photo's stored analysis (PhotoRef.analysis) from its greyscale pixels at any size. */
export function analyseGray(image: GrayImage): PhotoAnalysis {
  const small = fitGray(image, ANALYSIS_EDGE);
  const scores = qualityScores(small);
  return {
    hash: differenceHash(small),
    sharpness: round(scores.sharpness),
    exposure: round(scores.exposure),
    overall: round(scores.overall),
  };
}

/** The same from RGBA pixels, as a canvas' ImageData (or a decoder's raw output) carries them. */
export function analysePixels(
  pixels: ArrayLike<number>,
  width: number,
  height: number,
  channels: 1 | 2 | 3 | 4 = 4,
): PhotoAnalysis {
  return analyseGray(grayFromPixels(pixels, width, height, channels));
}
