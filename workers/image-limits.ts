import { IMAGE_LIMITS, type PhotoWarning } from '../contract/photo/image-limits';

/** The device's checks use the contract's limits, the same the server applies again after upload. */
export { IMAGE_LIMITS, type PhotoWarning, type RejectReason } from '../contract/photo/image-limits';

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
