import { z } from 'zod';
import { postalAddressSchema } from '../../contract/api/orders';
import type { PartnerStatus } from './statuses';

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
    address: postalAddressSchema,
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
  /** The partner's status word when it answered, if it said one. */
  partnerStatus?: string;
}

/** Where an order is at its partner, in the partner's words and in ours (statuses.ts). */
export interface PartnerOrderStatus {
  partnerReference: string;
  /** The partner's own word, e.g. IN_PRODUCTION. */
  partnerStatus: string;
  status: PartnerStatus;
  /** When the partner says the status changed (ISO 8601), if it says. */
  changedAt: string | null;
  trackingId: string | null;
  trackingUrl: string | null;
  /** A rejection's reason, in the partner's words. */
  reason: string | null;
}

export interface PartnerQuote {
  /** What the partner charges us, minor units of `currency`. */
  totalMinor: number;
  currency: string;
}

/** A delivery estimate asked before an order exists (issue 53): where, and how fast. */
export interface EstimateRequest {
  countryCode: string;
  /** Our shipping method (standard, express); each partner maps it to its own level. */
  method: string;
}

/**
 * The partner's own delivery dates for an order it would receive now, as Lulu's shipping options
 * (min_delivery_date, max_delivery_date) and Gelato's quotes (minDeliveryDate, maxDeliveryDate)
 * answer them: its production and the carrier, not ours (server/shipping/arrival.ts adds ours).
 */
export interface PartnerEstimate {
  /** yyyy-mm-dd */
  minDeliveryDate: string;
  /** yyyy-mm-dd */
  maxDeliveryDate: string;
}

/** A bound book's cover sheet for a page count, as the partner wants it, mm. */
export interface CoverGeometry {
  width: number;
  height: number;
  spine: number;
}

/** A bound book's cover for `pages` inner pages of `product` (its trim and bleed, mm). */
export interface CoverRequest {
  product: string;
  pages: number;
  trim: { width: number; height: number };
  bleed: number;
}

/** A webhook whose signature was good: the order it names and where it is now. */
export interface PartnerWebhook {
  partnerReference: string;
  status: PartnerOrderStatus;
}

export class WebhookSignatureError extends Error {}
/** The partner could not be reached or answered 5xx: try again later with the same key. */
export class PartnerUnavailableError extends Error {}

/** The printer's answer to a change asked after hand-off: done, or refused in its own words. */
export type PartnerAnswer = { ok: true } | { ok: false; reason: string };

/** Where a job ships to (the manifest's address shape). */
export type ShippingAddress = PrintManifest['shipping']['address'];

export interface SubmitOptions {
  /** The same key on every try of one order: a partner that already has it answers that job. */
  idempotencyKey?: string;
  /** Where the partner fetches each file (signed, expiring URLs), by its path in the manifest. */
  fileUrl?: (path: string) => string;
}

/**
 * One interface for every printer, over the whole life of an order: the file-system partner by
 * default, the Lulu-shaped HTTP one with PRINT_PARTNER=lulu (README "Print files and the print
 * partner"). print-files.ts calls submit(manifest, files) to hand an order over; order/jobs.ts
 * passes it a partner whose submit records the manifest and queues the real submission.
 */
export interface PrintPartner {
  readonly name: string;
  quote(manifest: PrintManifest): Promise<PartnerQuote>;
  /** When an order handed over now would arrive; throws PartnerUnavailableError when it cannot say. */
  estimate(request: EstimateRequest): Promise<PartnerEstimate>;
  coverGeometry(request: CoverRequest): Promise<CoverGeometry | null>;
  submit(manifest: PrintManifest, files: OrderFile[], opts?: SubmitOptions): Promise<PrintSubmission>;
  /** Cancels a job the partner has not started printing; false when it is too late. */
  cancel(partnerReference: string): Promise<boolean>;
  status(partnerReference: string): Promise<PartnerOrderStatus>;
  /**
   * The customer's cancel after hand-off (order/changes.ts): done, or the partner's reason it is too
   * late. PartnerUnavailableError when the partner cannot be asked (the cancel is tried again).
   */
  cancelJob(partnerReference: string): Promise<PartnerAnswer>;
  /** Sends a job not yet in production to a new address; the partner's reason when it will not. */
  updateShipping(partnerReference: string, address: ShippingAddress): Promise<PartnerAnswer>;
  /**
   * Checks the signature over the raw body (WebhookSignatureError if it is wrong) before reading a
   * word of it; null for a partner without webhooks or a topic we do not follow.
   */
  parseWebhook(rawBody: string, headers: Headers): Promise<PartnerWebhook | null>;
}
