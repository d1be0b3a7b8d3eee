import { and, eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import {
  addItemBody,
  changeItemBody,
  MAX_BASKET_QUANTITY,
  removeItemQuery,
  setDeliveryAddressBody,
  setDeliveryCountryBody,
  setShippingMethodBody,
  voucherBody,
} from '../../contract/api/basket';
import { quoteRoutes } from './quote-routes';
import { viewOptions } from './view';
import { addresses } from '../account/schema';
import { optionalUser, requireUser } from '../auth/current-user';
import type { AppEnv } from '../http/env';
import { ApiError, notFound } from '../http/errors';
import { readJson, readQuery } from '../http/validate';
import { withJobQueue } from '../jobs/queue';
import { purchase } from '../order/purchase';
import { expressPurchaseBody, purchaseBody } from '../../contract/api/orders';
import { findOwnedPrint } from '../print/prints';
import { shipsTo } from '../shipping/options';
import type { UserRow } from '../user/schema';
import { checkVoucher, stackGroup } from '../voucher/evaluate';
import { normaliseCode } from '../voucher/vouchers';
import { basketRow, itemCount, type PricedBasket, pricedBasket, termsForCode } from './basket';
import { assertLinesOrderable } from './orderable';
import { type CheckClaim, recordedCheck } from './checked-design';
import { orderStepFindings } from '../print/order-checks';
import type { PrintRow } from '../print/schema';
import { pricedProducts, productChoices } from './products';
import { basketItems, baskets, type PostalAddress } from './schema';

const MAX_QUANTITY = MAX_BASKET_QUANTITY;

type Verdict =
  | { ok: true; code: string; already: boolean; current: string[] }
  | { ok: false; code: string; reason: string; message: string };

/** Whether a code can join this basket now, and in plain words why not (used by check and add). */
async function voucherVerdict(c: Context<AppEnv>, user: UserRow, raw: string): Promise<Verdict> {
  const code = normaliseCode(raw);
  const found = await termsForCode(c.var.db, user, code);
  if (!found) return { ok: false, code, reason: 'unknown', message: `There is no voucher ${code}.` };
  const basket = await pricedBasket(c.var.db, user, viewOptions(c));
  const current = basket.vouchers.map((v) => v.code);
  if (current.includes(code)) return { ok: true, code, already: true, current };
  const check = checkVoucher(found.terms, {
    currency: basket.currency,
    subtotalMinor: basket.totals.subtotalMinor,
    now: new Date(),
    usedBefore: found.usedBefore,
  });
  if (!check.ok) return { ok: false, code, reason: check.reason, message: check.message };
  const group = stackGroup(found.terms.kind);
  const clash = basket.vouchers.find(
    (v) => stackGroup(v.kind === 'referral' ? 'percentage' : v.kind) === group,
  );
  if (clash) {
    const sort = group === 'shipping' ? 'free-shipping' : 'discount';
    return {
      ok: false,
      code,
      reason: 'stacking',
      message: `Only one ${sort} voucher can be used per order; remove ${clash.code} first.`,
    };
  }
  return { ok: true, code, already: false, current };
}

export function basketJson(b: PricedBasket) {
  return { basket: b };
}

async function answer(c: Context<AppEnv>, user: UserRow) {
  return c.json(basketJson(await pricedBasket(c.var.db, user, viewOptions(c))), 200, {
    'Cache-Control': 'no-store',
  });
}

const toPostal = (a: PostalAddress): PostalAddress => ({
  fullName: a.fullName,
  line1: a.line1,
  line2: a.line2,
  city: a.city,
  region: a.region,
  postcode: a.postcode,
  countryCode: a.countryCode,
  phoneNumber: a.phoneNumber,
});

async function addressFrom(
  c: Context<AppEnv>,
  user: UserRow,
  choice: { addressUuid: string } | { address: PostalAddress },
) {
  if ('address' in choice) return toPostal(choice.address);
  const rows = await c.var.db
    .select()
    .from(addresses)
    .where(and(eq(addresses.uuid, choice.addressUuid), eq(addresses.userUuid, user.uuid)));
  if (!rows[0]) throw notFound('This address');
  return toPostal(rows[0]);
}

/** What a basket line records of the print check it follows (checked-design.ts). */
async function checkOfLine(c: Context<AppEnv>, print: PrintRow, productCode: string, claim: CheckClaim) {
  const findings = await orderStepFindings(c.var.db, print, productCode);
  return recordedCheck(
    print,
    findings.filter((f) => f.severity === 'warning'),
    claim,
  );
}

/**
 * /webapp/api/basket. Every answer is the whole basket priced on the server from the catalog; a
 * price sent by the browser is never read.
 */
export const basketRoutes = new Hono<AppEnv>()
  .use(withJobQueue)
  .get('/', async (c) => answer(c, await requireUser(c)))
  .get('/count', async (c) => {
    const user = await optionalUser(c);
    return c.json({ count: user ? await itemCount(c.var.db, user.uuid) : 0 }, 200, {
      'Cache-Control': 'no-store',
    });
  })
  .post('/item', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, addItemBody);
    const print = await findOwnedPrint(c.var.db, user.uuid, body.printId);
    const productCode = body.productCode ?? print.productCode;
    const catalog = await pricedProducts(c.var.db, user.currencyCode, 'en');
    const pages = print.document.pages.length;
    if (!productChoices(catalog, print.productCode, pages).some((p) => p.code === productCode)) {
      throw new ApiError(400, 'VALIDATION_FAILED', `This print cannot be made as ${productCode}.`, {
        field: 'body.productCode',
      });
    }
    // Issue 53: the revision the order step checked, and its "order anyway" (409 / 422 else).
    const check = await checkOfLine(c, print, productCode, body);
    // The server decides what can be ordered: a 422 with the findings, nothing added.
    await assertLinesOrderable(c.var.db, user.uuid, [{ printId: print.id, productCode }]);
    await basketRow(c.var.db, user.uuid);
    await c.var.db
      .insert(basketItems)
      .values({ userUuid: user.uuid, printId: print.id, productCode, quantity: body.quantity, ...check })
      .onConflictDoUpdate({
        target: [basketItems.userUuid, basketItems.printId, basketItems.productCode],
        set: { quantity: sql`least(${basketItems.quantity} + ${body.quantity}, ${MAX_QUANTITY})`, ...check },
      });
    return answer(c, user);
  })
  .patch('/item', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, changeItemBody);
    const rows = await c.var.db
      .select()
      .from(basketItems)
      .where(and(eq(basketItems.id, body.itemId), eq(basketItems.userUuid, user.uuid)));
    const item = rows[0];
    if (!item) throw notFound('The basket item');
    const set: Partial<typeof basketItems.$inferInsert> = {};
    if (body.quantity !== undefined) set.quantity = body.quantity;
    if (body.productCode !== undefined && body.productCode !== item.productCode) {
      const print = await findOwnedPrint(c.var.db, user.uuid, item.printId);
      const catalog = await pricedProducts(c.var.db, user.currencyCode, 'en');
      const pages = print.document.pages.length;
      if (!productChoices(catalog, print.productCode, pages).some((p) => p.code === body.productCode)) {
        throw new ApiError(400, 'VALIDATION_FAILED', `This print cannot be made as ${body.productCode}.`, {
          field: 'body.productCode',
        });
      }
      set.productCode = body.productCode;
    }
    if (body.checkedRevision !== undefined) {
      // "Check again" from the basket: the line now follows this check of its design.
      const print = await findOwnedPrint(c.var.db, user.uuid, item.printId);
      Object.assign(set, await checkOfLine(c, print, set.productCode ?? item.productCode, body));
    }
    if (Object.keys(set).length > 0) {
      try {
        await c.var.db.update(basketItems).set(set).where(eq(basketItems.id, item.id));
      } catch {
        throw new ApiError(409, 'CONFLICT', 'This print is already in the basket in that product.');
      }
    }
    return answer(c, user);
  })
  .delete('/item', async (c) => {
    const user = await requireUser(c);
    const { id } = readQuery(c, removeItemQuery);
    const gone = await c.var.db
      .delete(basketItems)
      .where(and(eq(basketItems.id, id), eq(basketItems.userUuid, user.uuid)))
      .returning();
    if (gone.length === 0) throw notFound('The basket item');
    return answer(c, user);
  })
  .post('/check-voucher', async (c) => {
    const user = await requireUser(c);
    const { code } = await readJson(c, voucherBody);
    const verdict = await voucherVerdict(c, user, code);
    return c.json(
      verdict.ok
        ? { ok: true as const, code: verdict.code }
        : { ok: false as const, code: verdict.code, reason: verdict.reason, message: verdict.message },
    );
  })
  .post('/add-voucher', async (c) => {
    const user = await requireUser(c);
    const { code } = await readJson(c, voucherBody);
    const verdict = await voucherVerdict(c, user, code);
    if (!verdict.ok) {
      throw new ApiError(400, 'VALIDATION_FAILED', verdict.message, {
        field: 'body.code',
        details: { reason: verdict.reason },
      });
    }
    if (!verdict.already) {
      await c.var.db
        .update(baskets)
        .set({ voucherCodes: [...verdict.current, verdict.code], updatedAt: sql`now()` })
        .where(eq(baskets.userUuid, user.uuid));
    }
    return answer(c, user);
  })
  .post('/remove-voucher', async (c) => {
    const user = await requireUser(c);
    const { code } = await readJson(c, voucherBody);
    const row = await basketRow(c.var.db, user.uuid);
    await c.var.db
      .update(baskets)
      .set({ voucherCodes: row.voucherCodes.filter((v) => v !== normaliseCode(code)), updatedAt: sql`now()` })
      .where(eq(baskets.userUuid, user.uuid));
    return answer(c, user);
  })
  .post('/set-delivery-address', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, setDeliveryAddressBody);
    const delivery = await addressFrom(c, user, body.delivery);
    const billing = body.billing ? await addressFrom(c, user, body.billing) : null;
    const before = await basketRow(c.var.db, user.uuid);
    await c.var.db
      .update(baskets)
      .set({
        deliveryAddress: delivery,
        billingAddress: billing,
        deliveryCountry: delivery.countryCode,
        // Shipping prices differ by country: a new country means choosing again.
        shippingMethod:
          before.deliveryAddress?.countryCode === delivery.countryCode ? before.shippingMethod : null,
        updatedAt: sql`now()`,
      })
      .where(eq(baskets.userUuid, user.uuid));
    return answer(c, user);
  })
  .post('/set-delivery-country', async (c) => {
    const user = await requireUser(c);
    const { country } = await readJson(c, setDeliveryCountryBody);
    if (!shipsTo(country))
      throw new ApiError(400, 'VALIDATION_FAILED', `We do not deliver to ${country}.`, {
        field: 'body.country',
      });
    const before = await basketRow(c.var.db, user.uuid);
    const moved = before.deliveryAddress !== null && before.deliveryAddress.countryCode !== country;
    await c.var.db
      .update(baskets)
      .set({
        deliveryCountry: country,
        // An address in another country no longer applies, nor does a method priced for it.
        ...(moved ? { deliveryAddress: null, billingAddress: null, shippingMethod: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(baskets.userUuid, user.uuid));
    return answer(c, user);
  })
  .route('/quote', quoteRoutes)
  .post('/set-shipping-method', async (c) => {
    const user = await requireUser(c);
    const { method } = await readJson(c, setShippingMethodBody);
    await basketRow(c.var.db, user.uuid);
    await c.var.db
      .update(baskets)
      .set({ shippingMethod: method, updatedAt: sql`now()` })
      .where(eq(baskets.userUuid, user.uuid));
    return answer(c, user);
  })
  .post('/purchase', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, purchaseBody);
    return c.json(await purchase(c, user, { ...body, ...viewOptions(c) }));
  })
  .post('/express-purchase', async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, expressPurchaseBody);
    return c.json(await purchase(c, user, { ...body, payment: 'wallet', ...viewOptions(c) }));
  });
