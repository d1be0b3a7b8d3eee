import { z } from 'zod';

/**
 * What a print partner receives for an order: its files and a manifest saying how to make each
 * line. The shape follows Prodigi's order API (items with a SKU, copies, attributes and assets
 * per print area, a shipping method and recipient); see README "Print files and the print partner"
 * for where ours differs.
 */
export const manifestFileSchema = z.object({
  /** `interior` and `cover` for books a printer takes as two files, `all` otherwise. */
  role: z.enum(['all', 'interior', 'cover']),
  /** Path of the file relative to the manifest. */
  path: z.string().min(1),
  bytes: z.number().int().nonnegative(),
  pages: z.number().int().positive(),
  /** Trim size of the file's pages (a cover sheet's includes its spine and wrap), mm. */
  trim: z.object({ width: z.number().positive(), height: z.number().positive() }),
  bleed: z.number().nonnegative(),
  standard: z.literal('PDF/X-4'),
});

export const manifestItemSchema = z.object({
  itemId: z.string().min(1),
  product: z.string().min(1),
  kind: z.enum(['book', 'calendar', 'print']),
  title: z.string(),
  /** Copies of the whole line (a book ordered twice is 2). */
  copies: z.number().int().positive(),
  /** Counted pages of the product (inner pages of a book). */
  pages: z.number().int().nonnegative(),
  paper: z.string().nullable(),
  binding: z.enum(['softcover', 'hardcover', 'layflat', 'wire', 'none']),
  /** A bound book's spine width, mm. */
  spine: z.number().nonnegative().nullable(),
  /** A set of prints: page n of the file is print n, made `copies` times. */
  prints: z.array(z.object({ page: z.number().int().positive(), copies: z.number().int().positive() })),
  files: z.array(manifestFileSchema).min(1),
});

export const printManifestSchema = z.object({
  version: z.literal(1),
  orderId: z.string().min(1),
  reference: z.string().min(1),
  createdAt: z.string(),
  shipping: z.object({
    method: z.string().min(1),
    address: z.object({
      fullName: z.string(),
      line1: z.string(),
      line2: z.string().nullable(),
      city: z.string(),
      region: z.string().nullable(),
      postcode: z.string(),
      countryCode: z.string(),
      phoneNumber: z.string().nullable(),
    }),
  }),
  items: z.array(manifestItemSchema).min(1),
});
export type PrintManifest = z.infer<typeof printManifestSchema>;
export type ManifestItem = z.infer<typeof manifestItemSchema>;

/** A file the partner receives: its path in the order's manifest and its bytes on our disk. */
export interface OrderFile {
  /** Where the file goes in the order, e.g. `{itemId}/cover.pdf`. */
  path: string;
  /** Its bytes, from the blob store. */
  read(): Promise<Uint8Array>;
}

export interface PrintSubmission {
  /** The partner's own reference for the order (a folder, a job id). */
  partnerReference: string;
}

/** One interface for every printer: the file-system partner by default, an HTTP one later. */
export interface PrintPartner {
  readonly name: string;
  submit(manifest: PrintManifest, files: OrderFile[]): Promise<PrintSubmission>;
}
