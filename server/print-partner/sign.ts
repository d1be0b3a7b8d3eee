import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacHex = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** Compares in constant time, so a forger learns nothing from how long a wrong guess took. */
export function sameHex(given: string | null | undefined, expected: string): boolean {
  if (!given || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(given.toLowerCase(), 'hex');
  const b = Buffer.from(expected, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
