/**
 * Puts a JPEG thumbnail into a JPEG's EXIF block, as a phone's camera does (IFD1: compression 6,
 * the thumbnail's offset and length). sharp writes EXIF tags but no thumbnail; every camera photo
 * among the fixtures carries one (160 px wide), and so do the photos phones make. For the photos
 * scripts/make-photos.ts makes.
 */

const SOI = 0xffd8;
const APP1 = 0xffe1;
const EXIF_ID = Buffer.from('Exif\0\0', 'latin1');
/** An IFD1 of three entries: 2 bytes count, 12 per entry, 4 for the next IFD's offset. */
const IFD1_ENTRIES = 3;
const IFD1_BYTES = 2 + 12 * IFD1_ENTRIES + 4;

/** Where the JPEG's EXIF APP1 segment is: its start and the end of its bytes. */
function exifSegment(jpeg: Buffer): { start: number; end: number } {
  if (jpeg.readUInt16BE(0) !== SOI) throw new Error('not a JPEG');
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg.readUInt16BE(at);
    const length = jpeg.readUInt16BE(at + 2);
    if (marker === APP1 && jpeg.subarray(at + 4, at + 10).equals(EXIF_ID))
      return { start: at, end: at + 2 + length };
    // Metadata segments come before the first scan; past them there is no EXIF block.
    if (marker < 0xffe0 || marker > 0xffef) break;
    at += 2 + length;
  }
  throw new Error('the JPEG has no EXIF block to hold a thumbnail');
}

/** `jpeg` with `thumbnail` (a small JPEG) as its EXIF thumbnail; its IFD0 must not link an IFD1 yet. */
export function withExifThumbnail(jpeg: Buffer, thumbnail: Buffer): Buffer {
  const { start, end } = exifSegment(jpeg);
  const tiff = jpeg.subarray(start + 10, end);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const nextAt = ifd0 + 2 + 12 * u16(ifd0);
  if (u32(nextAt) !== 0) throw new Error('the EXIF block links an IFD1 already');

  // IFD1 after the block's bytes (on a word boundary), the thumbnail right after it.
  const ifd1 = tiff.length + (tiff.length % 2);
  const out = Buffer.alloc(ifd1 + IFD1_BYTES + thumbnail.length);
  tiff.copy(out);
  const put16 = (at: number, v: number) => (little ? out.writeUInt16LE(v, at) : out.writeUInt16BE(v, at));
  const put32 = (at: number, v: number) => (little ? out.writeUInt32LE(v, at) : out.writeUInt32BE(v, at));
  put32(nextAt, ifd1);
  put16(ifd1, IFD1_ENTRIES);
  const entry = (i: number, tag: number, type: 3 | 4, value: number) => {
    const at = ifd1 + 2 + 12 * i;
    put16(at, tag);
    put16(at + 2, type);
    put32(at + 4, 1);
    // A SHORT sits in the first two bytes of the value field.
    if (type === 3) put16(at + 8, value);
    else put32(at + 8, value);
  };
  entry(0, 0x0103, 3, 6); // Compression: JPEG
  entry(1, 0x0201, 4, ifd1 + IFD1_BYTES); // JPEGInterchangeFormat
  entry(2, 0x0202, 4, thumbnail.length); // JPEGInterchangeFormatLength
  put32(ifd1 + 2 + 12 * IFD1_ENTRIES, 0);
  thumbnail.copy(out, ifd1 + IFD1_BYTES);

  const length = 2 + EXIF_ID.length + out.length;
  if (length > 0xffff) throw new Error(`the EXIF block with its thumbnail is ${length} bytes, over 64 KB`);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(APP1, 0);
  header.writeUInt16BE(length, 2);
  return Buffer.concat([jpeg.subarray(0, start), header, EXIF_ID, out, jpeg.subarray(end)]);
}
