/**
 * An sRGB ICC v2 display profile built from the published sRGB numbers (IEC 61966-2-1: D65
 * primaries adapted to the D50 connection space with Bradford, the piecewise sRGB tone curve). It is
 * written here, byte by byte, so no profile file is downloaded or shipped and no licence applies
 * beyond our own; the PDF's output intent embeds it.
 */

const D50 = [0.9642, 1.0, 0.8249] as const;
/** sRGB's primaries, Bradford-adapted to D50 (the columns of the ICC sRGB matrix). */
const RED = [0.4361, 0.2225, 0.0139] as const;
const GREEN = [0.3851, 0.7169, 0.0971] as const;
const BLUE = [0.1431, 0.0606, 0.7141] as const;

const DESCRIPTION = 'sRGB IEC61966-2.1 (Bindery)';
const COPYRIGHT = 'No copyright, use freely';

class Writer {
  bytes: number[] = [];
  u8(v: number) {
    this.bytes.push(v & 255);
  }
  u16(v: number) {
    this.u8(v >> 8);
    this.u8(v);
  }
  u32(v: number) {
    this.u16(Math.floor(v / 65536));
    this.u16(v % 65536);
  }
  s15f16(v: number) {
    const n = Math.round(v * 65536);
    this.u32(n < 0 ? n + 2 ** 32 : n);
  }
  ascii(s: string) {
    for (const c of s) this.u8(c.charCodeAt(0));
  }
  zeros(n: number) {
    for (let i = 0; i < n; i++) this.u8(0);
  }
  pad4() {
    while (this.bytes.length % 4) this.u8(0);
  }
}

function xyzTag(xyz: readonly number[]): number[] {
  const w = new Writer();
  w.ascii('XYZ ');
  w.zeros(4);
  for (const v of xyz) w.s15f16(v);
  return w.bytes;
}

/** The sRGB tone curve as a 1024-entry table (curveType). */
function curveTag(): number[] {
  const w = new Writer();
  w.ascii('curv');
  w.zeros(4);
  const n = 1024;
  w.u32(n);
  for (let i = 0; i < n; i++) {
    const v = i / (n - 1);
    const linear = v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    w.u16(Math.round(linear * 65535));
  }
  return w.bytes;
}

function descTag(text: string): number[] {
  const w = new Writer();
  w.ascii('desc');
  w.zeros(4);
  w.u32(text.length + 1);
  w.ascii(text);
  w.u8(0);
  w.u32(0); // Unicode language code
  w.u32(0); // Unicode count
  w.u16(0); // ScriptCode code
  w.u8(0); // ScriptCode count
  w.zeros(67);
  return w.bytes;
}

function textTag(text: string): number[] {
  const w = new Writer();
  w.ascii('text');
  w.zeros(4);
  w.ascii(text);
  w.u8(0);
  return w.bytes;
}

let cached: Uint8Array | null = null;

/** The profile's bytes (the same every time). */
export function srgbIccProfile(): Uint8Array {
  if (cached) return cached;
  const trc = curveTag();
  const tags: [string, number[]][] = [
    ['desc', descTag(DESCRIPTION)],
    ['wtpt', xyzTag(D50)],
    ['rXYZ', xyzTag(RED)],
    ['gXYZ', xyzTag(GREEN)],
    ['bXYZ', xyzTag(BLUE)],
    ['rTRC', trc],
    ['gTRC', trc],
    ['bTRC', trc],
    ['cprt', textTag(COPYRIGHT)],
  ];
  const tableSize = 4 + 12 * tags.length;
  let offset = 128 + tableSize;
  const entries: { sig: string; offset: number; size: number }[] = [];
  const data = new Writer();
  const shared = new Map<number[], number>();
  for (const [sig, bytes] of tags) {
    const known = shared.get(bytes);
    if (known !== undefined) {
      entries.push({ sig, offset: known, size: bytes.length });
      continue;
    }
    entries.push({ sig, offset, size: bytes.length });
    shared.set(bytes, offset);
    data.bytes.push(...bytes);
    data.pad4();
    offset = 128 + tableSize + data.bytes.length;
  }
  const total = 128 + tableSize + data.bytes.length;
  const w = new Writer();
  w.u32(total);
  w.zeros(4); // preferred CMM
  w.u32(0x02100000); // version 2.1
  w.ascii('mntr');
  w.ascii('RGB ');
  w.ascii('XYZ ');
  // Creation date: 2024-01-01 00:00:00, fixed so the file is the same every time.
  for (const v of [2024, 1, 1, 0, 0, 0]) w.u16(v);
  w.ascii('acsp');
  w.zeros(4); // platform
  w.u32(0); // flags
  w.zeros(4); // manufacturer
  w.zeros(4); // model
  w.zeros(8); // attributes
  w.u32(0); // perceptual intent
  for (const v of D50) w.s15f16(v);
  w.zeros(4); // creator
  w.zeros(44); // profile ID (v4) and reserved
  w.u32(tags.length);
  for (const e of entries) {
    w.ascii(e.sig);
    w.u32(e.offset);
    w.u32(e.size);
  }
  w.bytes.push(...data.bytes);
  cached = Uint8Array.from(w.bytes);
  return cached;
}
