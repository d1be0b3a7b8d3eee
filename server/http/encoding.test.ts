import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress } from './encoding';

describe('compress', () => {
  const page = new TextEncoder().encode(
    Array.from({ length: 400 }, (_, i) => `<li><a href="/p/${i}">Photo book ${i % 7}</a></li>`).join('\n'),
  );

  it('answers what decompresses to the body, in both codings and at both efforts', async () => {
    for (const effort of ['fast', 'small'] as const) {
      expect(brotliDecompressSync(await compress(page, 'br', effort))).toEqual(Buffer.from(page));
      expect(gunzipSync(await compress(page, 'gzip', effort))).toEqual(Buffer.from(page));
    }
  });

  it('works harder for "small": never larger than "fast", and both far smaller than the body', async () => {
    const fast = await compress(page, 'br', 'fast');
    const small = await compress(page, 'br', 'small');
    expect(small.byteLength).toBeLessThanOrEqual(fast.byteLength);
    expect(fast.byteLength).toBeLessThan(page.byteLength / 4);
  });

  it('answers a copy of its own, not a view of a shared pool', async () => {
    const packed = await compress(page, 'gzip', 'fast');
    expect(packed.byteOffset).toBe(0);
    expect(packed.buffer.byteLength).toBe(packed.byteLength);
  });
});
