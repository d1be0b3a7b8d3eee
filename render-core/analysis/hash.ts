import { type GrayImage, resizeGray } from './pixels';

/**
 * A 64-bit difference hash (dHash) as 16 hex digits: the image shrunk to 9x8 and each pixel compared
 * with its right neighbour. Re-encoding, resizing and small exposure changes move a few bits; a
 * different picture moves about half of them.
 */
export function differenceHash(image: GrayImage): string {
  const small = resizeGray(image, 9, 8);
  let hex = '';
  for (let y = 0; y < 8; y++) {
    let byte = 0;
    for (let x = 0; x < 8; x++) {
      const left = small.data[y * 9 + x] ?? 0;
      const right = small.data[y * 9 + x + 1] ?? 0;
      byte = (byte << 1) | (left > right ? 1 : 0);
    }
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

/** How many of the 64 bits two hashes differ in. */
export function hashDistance(a: string, b: string): number {
  let distance = 0;
  for (let i = 0; i < 16; i += 2) {
    let x = Number.parseInt(a.slice(i, i + 2), 16) ^ Number.parseInt(b.slice(i, i + 2), 16);
    while (x) {
      distance += x & 1;
      x >>= 1;
    }
  }
  return distance;
}
