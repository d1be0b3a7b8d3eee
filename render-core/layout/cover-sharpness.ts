import type { PhotoRef } from '../model/photo';
import type { ProductSpec } from '../model/product';

/**
 * Whether a photo filling a frame of the cover's size prints at the product's recommended
 * resolution (a cover frame is at most the page: a photo sharp at this size is sharp in it).
 */
export function sharpAtCoverSize(
  photo: PhotoRef,
  product: Pick<ProductSpec, 'trim' | 'recommendedDpi'>,
): boolean {
  const { width, height } = product.trim;
  const dpi = 25.4 * Math.min(photo.width / width, photo.height / height);
  return dpi >= product.recommendedDpi;
}
