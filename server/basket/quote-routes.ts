import { Hono } from 'hono';
import { basketQuoteQuery } from '../../contract/api/basket';
import { requireUser } from '../auth/current-user';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { readQuery } from '../http/validate';
import { findOwnedPrint } from '../print/prints';
import { basketRow, priceLines, pricedItems } from './basket';
import { pricedProducts, productChoices } from './products';
import { viewOptions } from './view';

/**
 * GET /basket/quote?printId=…&productCode=…&quantity=2 (with the view query): the order step's
 * price for one design, by the very function that prices the basket (priceLines), for the basket's
 * delivery country, method, vouchers and credit. Put in an empty basket, it is the basket's total
 * and the charge, to the cent (issue 53); nothing is saved.
 */
export const quoteRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const user = await requireUser(c);
  const q = readQuery(c, basketQuoteQuery);
  const view = viewOptions(c);
  const currency = view.currency ?? user.currencyCode;
  const print = await findOwnedPrint(c.var.db, user.uuid, q.printId);
  const productCode = q.productCode ?? print.productCode;
  const catalog = await pricedProducts(c.var.db, currency, view.locale);
  if (
    !productChoices(catalog, print.productCode, print.document.pages.length).some(
      (p) => p.code === productCode,
    )
  ) {
    throw new ApiError(400, 'VALIDATION_FAILED', `This print cannot be made as ${productCode}.`, {
      field: 'query.productCode',
    });
  }
  const line = {
    id: 'quote',
    userUuid: user.uuid,
    printId: print.id,
    productCode,
    quantity: q.quantity,
    checkedRevision: null,
    acceptedFindings: null,
  };
  const [item] = pricedItems(catalog, [{ item: { ...line, createdAt: new Date() }, print }]);
  if (!item) throw new ApiError(400, 'VALIDATION_FAILED', `${productCode} is not sold now.`);
  const basket = await basketRow(c.var.db, user.uuid);
  const { items: _items, ...priced } = await priceLines(c.var.db, user, basket, [item], {
    ...view,
    currency,
  });
  return c.json({ quote: { ...priced, item } }, 200, { 'Cache-Control': 'no-store' });
});
