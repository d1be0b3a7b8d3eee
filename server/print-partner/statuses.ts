/**
 * Our names for where an order is at its print partner, whichever partner it is. Each partner's
 * own statuses map to exactly one of these (statuses.test.ts checks every one). Final statuses end
 * the order's life at the partner: nothing more is asked of it.
 *
 * submitted: sent, not yet taken on · accepted: the partner took the order and its files ·
 * in_production: being printed · shipped: handed to the carrier (tracking known) · delivered ·
 * rejected: the partner refused it (a file it cannot print; the reason is kept) · canceled.
 */
export const PARTNER_STATUSES = [
  'submitted',
  'accepted',
  'in_production',
  'shipped',
  'delivered',
  'rejected',
  'canceled',
] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

export const FINAL_STATUSES: readonly PartnerStatus[] = ['delivered', 'rejected', 'canceled'];
export const isFinal = (s: string | null) => s !== null && (FINAL_STATUSES as readonly string[]).includes(s);

/**
 * How far along an order is: a status only ever moves forward, so a late or replayed webhook
 * ("in production" after "shipped") changes nothing. rejected and canceled end the line from any
 * step but delivered.
 */
const RANK: Record<PartnerStatus, number> = {
  submitted: 0,
  accepted: 1,
  in_production: 2,
  shipped: 3,
  delivered: 5,
  rejected: 4,
  canceled: 4,
};
export function movesForward(from: string | null, to: PartnerStatus): boolean {
  if (from === null) return true;
  if (isFinal(from)) return false;
  return RANK[to] > RANK[from as PartnerStatus];
}

/**
 * Lulu's print-job statuses (developers.lulu.com, "Print-Job status"). DELIVERED is not one of
 * Lulu's: our simulator sends it after SHIPPED, and a real Lulu order ends at shipped.
 */
export const LULU_STATUSES = {
  CREATED: 'submitted',
  UNPAID: 'submitted',
  PAYMENT_IN_PROGRESS: 'accepted',
  PRODUCTION_DELAYED: 'accepted',
  PRODUCTION_READY: 'accepted',
  IN_PRODUCTION: 'in_production',
  SHIPPED: 'shipped',
  DELIVERED: 'delivered',
  REJECTED: 'rejected',
  ERROR: 'rejected',
  CANCELED: 'canceled',
} as const satisfies Record<string, PartnerStatus>;
export type LuluStatus = keyof typeof LULU_STATUSES;

/** The file-system partner's statuses: what a print shop writes into the order folder's status.json. */
export const FILE_SYSTEM_STATUSES = {
  waiting: 'submitted',
  received: 'accepted',
  printing: 'in_production',
  shipped: 'shipped',
  delivered: 'delivered',
  rejected: 'rejected',
  canceled: 'canceled',
} as const satisfies Record<string, PartnerStatus>;

/** One table per partner, by the name PRINT_PARTNER gives it. */
export const STATUS_TABLES: Record<string, Record<string, PartnerStatus>> = {
  lulu: LULU_STATUSES,
  'file-system': FILE_SYSTEM_STATUSES,
};

/** Our status for a partner's; null for a word the partner never documented (kept, not applied). */
export function ourStatus(partner: string, theirs: string): PartnerStatus | null {
  const table = STATUS_TABLES[partner];
  return table && Object.hasOwn(table, theirs) ? (table[theirs] ?? null) : null;
}
