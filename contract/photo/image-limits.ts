/**
 * Photo limits: the device checks them before upload (workers/image-limits.ts) and the server
 * applies them again after upload (server/photo/process.ts). Documented in README ("Photos and prints").
 */
export const IMAGE_LIMITS = {
  maxBytes: 50 * 1024 * 1024,
  /** Checked from the header before any decoding: a decompression bomb never reaches the decoder. */
  maxPixels: 100_000_000,
  /** Below either of these a photo cannot print well at any size we sell. */
  minShortEdge: 200,
  minPixels: 60_000,
  /** Below this long edge a photo prints soft even as a 6×4″ print (≈ 200 dpi): a warning, not a refusal. */
  lowResolutionLongEdge: 1200,
  /** Renditions: editor and screens, then strips and grids. */
  screenLongEdge: 1600,
  thumbLongEdge: 400,
} as const;

/** Why a photo is refused, by the device or the server. */
export type RejectReason =
  | 'empty'
  | 'too-large'
  | 'unsupported-type'
  | 'too-many-pixels'
  | 'corrupt'
  | 'too-small';
export type PhotoWarning = 'low-resolution';
