/** A greyscale image: one luminance byte (0..255) per pixel, rows top to bottom. */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Luminance (Rec. 601 weights, integer maths) of an RGB(A) or grey pixel buffer, as sharp's raw
 * output or a canvas' ImageData gives it.
 */
export function grayFromPixels(
  pixels: ArrayLike<number>,
  width: number,
  height: number,
  channels: 1 | 2 | 3 | 4,
): GrayImage {
  const data = new Uint8Array(width * height);
  if (channels <= 2) {
    for (let i = 0; i < data.length; i++) data[i] = pixels[i * channels] ?? 0;
    return { width, height, data };
  }
  for (let i = 0, p = 0; i < data.length; i++, p += channels) {
    const r = pixels[p] ?? 0;
    const g = pixels[p + 1] ?? 0;
    const b = pixels[p + 2] ?? 0;
    data[i] = (r * 299 + g * 587 + b * 114 + 500) / 1000;
  }
  return { width, height, data };
}

/** Area-average resize: every source pixel counts once, so a shrink never aliases a pattern into the hash. */
export function resizeGray(image: GrayImage, width: number, height: number): GrayImage {
  const out = new Uint8Array(width * height);
  const sx = image.width / width;
  const sy = image.height / height;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * sy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * sy));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * sx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * sx));
      let sum = 0;
      for (let yy = y0; yy < y1; yy++) {
        const row = yy * image.width;
        for (let xx = x0; xx < x1; xx++) sum += image.data[row + xx] ?? 0;
      }
      out[y * width + x] = Math.round(sum / ((y1 - y0) * (x1 - x0)));
    }
  }
  return { width, height, data: out };
}

/** The image shrunk so its long edge is at most `maxEdge` (never enlarged). */
export function fitGray(image: GrayImage, maxEdge: number): GrayImage {
  const long = Math.max(image.width, image.height);
  if (long <= maxEdge) return image;
  const scale = maxEdge / long;
  return resizeGray(
    image,
    Math.max(1, Math.round(image.width * scale)),
    Math.max(1, Math.round(image.height * scale)),
  );
}
