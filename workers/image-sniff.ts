/** What the device checks before decoding: the type from magic bytes and the pixel size from the header. */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'heic';

export interface PixelSize {
  width: number;
  height: number;
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The image type from the file's first bytes; the name and the browser's MIME type are never trusted. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG') return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12)))
    return 'heic';
  return null;
}

export const MIME_TYPES: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
};

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 0x10000 + u16be(b, i + 2);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);

function jpegSize(b: Uint8Array): PixelSize | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    const length = u16be(b, i + 2);
    // SOF0..SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    if (marker === 0xda || length < 2) return null;
    i += 2 + length;
  }
  return null;
}

function pngSize(b: Uint8Array): PixelSize | null {
  if (b.length < 24 || ascii(b, 12, 16) !== 'IHDR') return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

function webpSize(b: Uint8Array): PixelSize | null {
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8X' && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (chunk === 'VP8 ' && b.length >= 30)
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L' && b.length >= 25) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

/** HEIF keeps each image's size in an `ispe` property; the largest one is the primary image. */
function heicSize(b: Uint8Array): PixelSize | null {
  let best: PixelSize | null = null;
  const end = Math.min(b.length - 16, 1 << 20);
  for (let i = 4; i < end; i++) {
    if (b[i] === 0x69 && b[i + 1] === 0x73 && b[i + 2] === 0x70 && b[i + 3] === 0x65) {
      const size = { width: u32be(b, i + 8), height: u32be(b, i + 12) };
      if (!best || size.width * size.height > best.width * best.height) best = size;
    }
  }
  return best;
}

/** The stored pixel size from the header alone, so a decompression bomb is refused before decoding. */
export function headerPixelSize(bytes: Uint8Array, type: ImageType): PixelSize | null {
  const size =
    type === 'jpeg'
      ? jpegSize(bytes)
      : type === 'png'
        ? pngSize(bytes)
        : type === 'webp'
          ? webpSize(bytes)
          : heicSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

/** A JPEG must end in EOI and a PNG in IEND; a cut-off file decodes half grey, so it is refused. */
export function looksComplete(bytes: Uint8Array, type: ImageType): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - 4096));
  if (type === 'jpeg') {
    for (let i = tail.length - 2; i >= 0; i--) if (tail[i] === 0xff && tail[i + 1] === 0xd9) return true;
    return false;
  }
  if (type === 'png') {
    for (let i = tail.length - 4; i >= 0; i--) if (ascii(tail, i, i + 4) === 'IEND') return true;
    return false;
  }
  return true;
}
