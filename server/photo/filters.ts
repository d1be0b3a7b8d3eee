import type { Sharp } from 'sharp';
import type { PhotoFilter } from '../../render-core';

/**
 * Bakes a frame's filter into a photo's pixels, as render-core's print inputs expect. One recipe
 * for print files and benchmarks, so what is measured is what is printed.
 */
export function applyPhotoFilter(image: Sharp, filter: PhotoFilter): Sharp {
  switch (filter) {
    case 'bw':
      return image.grayscale();
    case 'sepia':
      return image.recomb([
        [0.393, 0.769, 0.189],
        [0.349, 0.686, 0.168],
        [0.272, 0.534, 0.131],
      ]);
    case 'warm':
      return image.modulate({ saturation: 1.15 }).tint({ r: 255, g: 240, b: 220 });
    case 'cool':
      return image.modulate({ saturation: 0.85, hue: 12 });
    default:
      return image;
  }
}
