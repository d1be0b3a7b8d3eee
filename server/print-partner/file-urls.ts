import { z } from 'zod';
import { hmacHex, sameHex } from './sign';

/**
 * Print files reach an HTTP partner as signed, expiring URLs: the partner holds no session, so the
 * URL itself is the permission. The signature covers the order, the file and the expiry; anything
 * changed, or a URL past its time, is refused (403).
 */
export const FILE_ROUTE = '/webapp/api/print-partner/files';

export const fileParams = z.object({
  orderId: z.uuid(),
  itemId: z.uuid(),
  part: z.enum(['all.pdf', 'interior.pdf', 'cover.pdf']),
});
export const fileQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

const signed = (orderId: string, path: string, expires: number) => `${orderId}/${path}:${expires}`;

/** The URL of `path` (`{itemId}/{role}.pdf` in the manifest), good until `expiresAt`. */
export function signedFileUrl(
  origin: string,
  secret: string,
  orderId: string,
  path: string,
  expiresAt: Date,
): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const signature = hmacHex(secret, signed(orderId, path, expires));
  return `${origin}${FILE_ROUTE}/${orderId}/${path}?expires=${expires}&signature=${signature}`;
}

export function verifyFileUrl(
  secret: string,
  orderId: string,
  path: string,
  expires: number,
  signature: string,
  now = new Date(),
): boolean {
  return (
    sameHex(signature, hmacHex(secret, signed(orderId, path, expires))) && expires * 1000 > now.getTime()
  );
}

/** Where print-files.ts keeps a manifest file in the blob store (orders/{orderId}/{itemId}[-part].pdf). */
export function blobKeyOf(orderId: string, itemId: string, part: string): string {
  const role = part.replace(/\.pdf$/, '');
  return `orders/${orderId}/${role === 'all' ? `${itemId}.pdf` : `${itemId}-${role}.pdf`}`;
}
