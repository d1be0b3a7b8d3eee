/** The device's checks, the same limits the server applies again after upload. */
export const IMAGE_LIMITS = {
  maxBytes: 50 * 1024 * 1024,
  /** Read from the header before any decoding. */
  maxPixels: 100_000_000,
  minShortEdge: 200,
  minPixels: 60_000,
  /** Below this long edge a photo prints soft (a warning, not a refusal). */
  lowResolutionLongEdge: 1200,
  screenLongEdge: 1600,
  thumbLongEdge: 400,
} as const;

export type RejectReason =
  | 'empty'
  | 'too-large'
  | 'unsupported-type'
  | 'too-many-pixels'
  | 'corrupt'
  | 'too-small';
export type PhotoWarning = 'low-resolution';

/** Whether an upright size can print well, and whether it needs a warning. */
export function judgeSize(
  width: number,
  height: number,
): { reject: 'too-small' | null; warnings: PhotoWarning[] } {
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  if (short < IMAGE_LIMITS.minShortEdge || width * height < IMAGE_LIMITS.minPixels)
    return { reject: 'too-small', warnings: [] };
  return { reject: null, warnings: long < IMAGE_LIMITS.lowResolutionLongEdge ? ['low-resolution'] : [] };
}

/** A size scaled down so its long edge is at most `longEdge` (never up). */
export function fitLongEdge(
  width: number,
  height: number,
  longEdge: number,
): { width: number; height: number } {
  const scale = Math.min(1, longEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
