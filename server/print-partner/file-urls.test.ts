import { describe, expect, it } from 'vitest';
import { blobKeyOf, signedFileUrl, verifyFileUrl } from './file-urls';

const ORDER = '0b9f4a1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const SECRET = 'a-secret-for-print-file-urls-only';

function parts(url: string) {
  const u = new URL(url);
  return { expires: Number(u.searchParams.get('expires')), signature: u.searchParams.get('signature')! };
}

describe('signed print file URLs', () => {
  const later = new Date(Date.now() + 60_000);
  const url = signedFileUrl('https://bindery.example', SECRET, ORDER, 'item/cover.pdf', later);

  it('verifies its own URL until it expires', () => {
    const { expires, signature } = parts(url);
    expect(verifyFileUrl(SECRET, ORDER, 'item/cover.pdf', expires, signature)).toBe(true);
    expect(
      verifyFileUrl(SECRET, ORDER, 'item/cover.pdf', expires, signature, new Date(later.getTime() + 1000)),
    ).toBe(false);
  });

  it('refuses another file, another order, a longer expiry or another secret', () => {
    const { expires, signature } = parts(url);
    expect(verifyFileUrl(SECRET, ORDER, 'item/interior.pdf', expires, signature)).toBe(false);
    expect(verifyFileUrl(SECRET, ORDER.replace('0b', '1b'), 'item/cover.pdf', expires, signature)).toBe(
      false,
    );
    expect(verifyFileUrl(SECRET, ORDER, 'item/cover.pdf', expires + 3600, signature)).toBe(false);
    expect(verifyFileUrl(`${SECRET}x`, ORDER, 'item/cover.pdf', expires, signature)).toBe(false);
  });

  it('finds the blob print-files.ts wrote', () => {
    expect(blobKeyOf(ORDER, 'i1', 'all.pdf')).toBe(`orders/${ORDER}/i1.pdf`);
    expect(blobKeyOf(ORDER, 'i1', 'cover.pdf')).toBe(`orders/${ORDER}/i1-cover.pdf`);
  });
});
