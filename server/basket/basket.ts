import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../order/schema';
import { photos } from '../photo/schema';
import { coverPhotoId } from '../print/prints';
import { prints } from '../print/schema';
import { creditBalance, isReferralCode, referralTerms, referrerOf } from '../referral/referrals';
import { type EstimateSource, withArrival } from '../shipping/arrival';
import { shippingOptionsFor, type ShippingOption } from '../shipping/options';
import type { UserRow } from '../user/schema';
import { checkVoucher, type VoucherProblem, type VoucherTerms, voucherDiscount } from '../voucher/evaluate';
import { findVoucher, termsOf, usedBefore } from '../voucher/vouchers';
import { countedPages, type DesignKind } from '../../contract/catalog/page-count';
import { defaultDeliveryCountry } from '../../contract/geo/delivery-country';
import { DEFAULT_CURRENCY, isCurrency } from '../../contract/money/currency-codes';
import { type BasketTotals, basketTotals, designPrice, printCopies } from './pricing';
import { pricedProducts, productChoices } from './products';
import { type BasketRow, basketItems, baskets, type PostalAddress } from './schema';
import { vatRateFor } from './vat';

export interface PricedItem {
  id: string;
  printId: string;
  productCode: string;
  typeName: string;
  sizeLabel: string;
  kind: string;
  title: string;
  /** Pages paid for: the page rule's count for books and calendars, every copy for a set of prints. */
  pageCount: number;
  /** Sets of prints: how many prints, and how many copies of them all; null for books and calendars. */
  printCount: number | null;
  copies: number | null;
  /** How many of this design (each a whole book, calendar or set of prints). */
  quantity: number;
  /** The price of one: for a set of prints, the price of a print times its copies. */
  unitPriceMinor: number;
  lineTotalMinor: number;
  coverPhotoId: string | null;
  /** The server's id of the cover photo, for its thumbnail (GET /photo/{id}/thumb). */
  thumbnailPhotoId: string | null;
  upgrades: { productCode: string; typeName: string; unitPriceMinor: number }[];
}

export interface AppliedVoucher {
  code: string;
  kind: VoucherTerms['kind'] | 'referral';
  applied: boolean;
  discountMinor: number;
  problem?: { reason: VoucherProblem; message: string };
}

export interface PricedBasket {
  currency: string;
  /** The one delivery country everything is priced for (delivery, VAT). */
  country: string;
  countrySource: 'address' | 'chosen' | 'default';
  items: PricedItem[];
  vouchers: AppliedVoucher[];
  deliveryAddress: PostalAddress | null;
  billingAddress: PostalAddress | null;
  /** The method the customer chose; null before they choose. */
  shippingMethod: string | null;
  /** The method the totals include: the chosen one, else the cheapest. */
  quotedMethod: string | null;
  shippingOptions: ShippingOption[];
  creditAvailableMinor: number;
  totals: BasketTotals;
  /** The referral code in use, when it belongs to someone else. */
  referralCode: string | null;
}

export async function basketRow(db: Db, userUuid: string): Promise<BasketRow> {
  // Read first: nearly every call finds the row, and a read is one query where an insert that
  // conflicts and a read were two (and a write attempt on every basket read).
  const found = await db.select().from(baskets).where(eq(baskets.userUuid, userUuid));
  if (found[0]) return found[0];
  await db.insert(baskets).values({ userUuid }).onConflictDoNothing();
  const rows = await db.select().from(baskets).where(eq(baskets.userUuid, userUuid));
  return rows[0]!;
}

export async function itemCount(db: Db, userUuid: string): Promise<number> {
  const rows = await db
    .select({ n: sql<string>`coalesce(sum(${basketItems.quantity}), 0)` })
    .from(basketItems)
    .where(eq(basketItems.userUuid, userUuid));
  return Number(rows[0]?.n ?? 0);
}

/**
 * The pages an order line pays for: books and calendars as the contract's page rule counts them
 * (a calendar's cover is one of its 13 pages), a set of prints every copy of every print.
 */
export const pageCountOf = (doc: { kind: DesignKind; pages: readonly { quantity?: number }[] }) =>
  doc.kind === 'print' ? printCopies(doc) : countedPages(doc.kind, doc.pages.length);

/** Terms for a code the customer typed: a house voucher or a friend's referral code. */
export async function termsForCode(
  db: Db,
  user: UserRow,
  code: string,
): Promise<{ terms: VoucherTerms; usedBefore: boolean; referral: boolean } | null> {
  if (isReferralCode(code)) {
    const owner = await referrerOf(db, code);
    if (!owner || owner === user.uuid) return null;
    return { terms: referralTerms(code), usedBefore: await hasPaidOrder(db, user.uuid), referral: true };
  }
  const v = await findVoucher(db, code);
  if (!v) return null;
  return { terms: termsOf(v), usedBefore: await usedBefore(db, v, user.uuid), referral: false };
}

/** Referral codes are for a friend's first order only. */
async function hasPaidOrder(db: Db, userUuid: string): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userUuid, userUuid), isNotNull(orders.paidAt)))
    .limit(1);
  return rows.length > 0;
}

export type Catalog = Awaited<ReturnType<typeof pricedProducts>>;

export interface QuoteOptions {
  locale?: string;
  /** The view's delivery country (the browser's default), used when the basket has none of its own. */
  country?: string;
  currency?: string;
  now?: Date;
  /** Who dates the delivery: the print partner (server/shipping/arrival.ts); our table without one. */
  estimates?: EstimateSource;
}

/** Each basket line priced from the catalog, with the other products it could become (its upgrades). */
export function pricedItems(
  catalog: Catalog,
  rows: readonly { item: typeof basketItems.$inferSelect; print: typeof prints.$inferSelect }[],
): PricedItem[] {
  const items: PricedItem[] = [];
  for (const { item, print } of rows) {
    const product = catalog.get(item.productCode);
    if (!product) continue;
    const doc = print.document;
    const pageCount = pageCountOf(doc);
    const priceOf = (p: typeof product) => designPrice(p, doc);
    const unit = priceOf(product);
    items.push({
      id: item.id,
      printId: item.printId,
      productCode: item.productCode,
      typeName: product.typeName,
      sizeLabel: product.sizeLabel,
      kind: product.kind,
      title: print.title,
      pageCount,
      printCount: doc.kind === 'print' ? doc.pages.length : null,
      copies: doc.kind === 'print' ? printCopies(doc) : null,
      quantity: item.quantity,
      unitPriceMinor: unit,
      lineTotalMinor: unit * item.quantity,
      coverPhotoId: coverPhotoId(print.document),
      thumbnailPhotoId: null,
      upgrades: productChoices(catalog, print.productCode, doc.pages.length)
        .filter((p) => p.code !== item.productCode)
        .map((p) => ({ productCode: p.code, typeName: p.typeName, unitPriceMinor: priceOf(p) })),
    });
  }
  return items;
}

/** The server's id of each line's cover photo, once it is ready, for the line's thumbnail. */
async function addThumbnails(db: Db, userUuid: string, items: PricedItem[]): Promise<void> {
  const covers = items.map((i) => i.coverPhotoId).filter((id): id is string => id !== null);
  if (covers.length > 0) {
    const found = await db
      .select({ id: photos.id, clientId: photos.clientId })
      .from(photos)
      .where(
        and(eq(photos.ownerUuid, userUuid), eq(photos.status, 'ready'), inArray(photos.clientId, covers)),
      );
    const byClient = new Map(found.map((p) => [p.clientId, p.id]));
    for (const item of items)
      item.thumbnailPhotoId = item.coverPhotoId ? (byClient.get(item.coverPhotoId) ?? null) : null;
  }
}

/** The codes on the basket checked against its subtotal: each one's discount, or why it does not apply. */
async function appliedVouchers(
  db: Db,
  user: UserRow,
  codes: readonly string[],
  { currency, subtotalMinor, now }: { currency: string; subtotalMinor: number; now: Date },
) {
  const applied: AppliedVoucher[] = [];
  let discountMinor = 0;
  let freeShipping = false;
  let referralCode: string | null = null;
  for (const code of codes) {
    const found = await termsForCode(db, user, code);
    if (!found) continue;
    const check = checkVoucher(found.terms, { currency, subtotalMinor, now, usedBefore: found.usedBefore });
    const kind = found.referral ? 'referral' : found.terms.kind;
    if (!check.ok) {
      applied.push({
        code,
        kind,
        applied: false,
        discountMinor: 0,
        problem: { reason: check.reason, message: check.message },
      });
      continue;
    }
    const off = voucherDiscount(found.terms, subtotalMinor, currency);
    if (found.terms.kind === 'free_shipping') freeShipping = true;
    if (found.referral) referralCode = code;
    discountMinor += off;
    applied.push({ code, kind, applied: true, discountMinor: off });
  }
  return { applied, discountMinor, freeShipping, referralCode };
}

/** The whole basket priced on the server from the catalog: the only prices the checkout uses. */
export async function pricedBasket(db: Db, user: UserRow, opts: QuoteOptions = {}): Promise<PricedBasket> {
  // The currency the customer chose to see (the view's), else the account's.
  const currency = opts.currency ?? user.currencyCode;
  const basket = await basketRow(db, user.uuid);
  const catalog = await pricedProducts(db, currency, opts.locale ?? 'en');
  const rows = await db
    .select({ item: basketItems, print: prints })
    .from(basketItems)
    .innerJoin(prints, eq(basketItems.printId, prints.id))
    .where(and(eq(basketItems.userUuid, user.uuid), eq(prints.ownerUuid, user.uuid)))
    .orderBy(asc(basketItems.createdAt));
  const items = pricedItems(catalog, rows);
  await addThumbnails(db, user.uuid, items);
  return priceLines(db, user, basket, items, { ...opts, currency });
}

/**
 * THE price (issue 53): lines, vouchers, delivery to one country by the chosen method (the
 * cheapest until one is chosen, so every total is "with delivery"), credit and that country's VAT.
 * The basket, each checkout step, the order step's quote and the charge are all this function's answer.
 */
export async function priceLines(
  db: Db,
  user: UserRow,
  basket: BasketRow,
  items: PricedItem[],
  opts: QuoteOptions & { currency: string },
): Promise<PricedBasket> {
  const now = opts.now ?? new Date();
  const { currency } = opts;
  const subtotalMinor = items.reduce((s, i) => s + i.lineTotalMinor, 0);
  const { applied, discountMinor, freeShipping, referralCode } = await appliedVouchers(
    db,
    user,
    basket.voucherCodes,
    { currency, subtotalMinor, now },
  );
  const { country, source } = deliveryCountryOf(basket, opts.country, currency);
  const shippingOptions = await withArrival(
    shippingOptionsFor(country, currency, now),
    country,
    opts.estimates,
    now,
  );
  const chosen = shippingOptions.find((o) => o.method === basket.shippingMethod) ?? null;
  const quoted = chosen ?? cheapest(shippingOptions);
  const creditAvailableMinor = await creditBalance(db, user.uuid, currency);
  const totals = basketTotals({
    lines: items.map((i) => ({ unitMinor: i.unitPriceMinor, quantity: i.quantity })),
    discountMinor,
    shippingMinor: quoted?.priceMinor ?? null,
    freeShipping,
    creditAvailableMinor,
    vatRate: vatRateFor(country),
  });
  return {
    currency,
    country,
    countrySource: source,
    items,
    vouchers: applied,
    deliveryAddress: basket.deliveryAddress,
    billingAddress: basket.billingAddress,
    shippingMethod: chosen?.method ?? null,
    quotedMethod: quoted?.method ?? null,
    shippingOptions,
    creditAvailableMinor,
    totals,
    referralCode,
  };
}

const cheapest = (options: ShippingOption[]) =>
  options.reduce<ShippingOption | null>(
    (best, o) => (!best || o.priceMinor < best.priceMinor ? o : best),
    null,
  );

/**
 * The one delivery country a basket is priced for: its delivery address's, else the one the
 * customer chose, else the one the view asks for (the browser's own default from its currency,
 * never its language), else the currency's home (contract/geo/delivery-country.ts).
 */
export function deliveryCountryOf(
  basket: Pick<BasketRow, 'deliveryAddress' | 'deliveryCountry'>,
  viewCountry: string | undefined,
  currency: string,
): { country: string; source: 'address' | 'chosen' | 'default' } {
  if (basket.deliveryAddress) return { country: basket.deliveryAddress.countryCode, source: 'address' };
  if (basket.deliveryCountry) return { country: basket.deliveryCountry, source: 'chosen' };
  if (viewCountry) return { country: viewCountry, source: 'default' };
  return {
    country: defaultDeliveryCountry(isCurrency(currency) ? currency : DEFAULT_CURRENCY),
    source: 'default',
  };
}

export async function clearBasket(db: Db, userUuid: string, itemIds: string[]) {
  if (itemIds.length > 0) {
    await db
      .delete(basketItems)
      .where(and(eq(basketItems.userUuid, userUuid), inArray(basketItems.id, itemIds)));
  }
  await db
    .update(baskets)
    .set({ voucherCodes: [], shippingMethod: null, updatedAt: sql`now()` })
    .where(eq(baskets.userUuid, userUuid));
}
