import {
  addItemBody,
  basketAnswer,
  basketCountAnswer,
  changeItemBody,
  checkVoucherAnswer,
  removeItemQuery,
  setDeliveryAddressBody,
  setShippingMethodBody,
  voucherBody,
  basketViewQuery,
  basketQuoteAnswer,
  basketQuoteQuery,
  setDeliveryCountryBody,
} from './basket';
import {
  cancelOrderBody,
  printFileParams,
  expressPurchaseBody,
  orderAnswer,
  orderHistoryAnswer,
  printTransactionsQuery,
  purchaseAnswer,
  purchaseBody,
  retryPaymentBody,
  transactionQuery,
  updateOrderAddressBody,
  updateOrderLayoutBody,
} from './orders';
import { cardTokenAnswer, sandboxCardBody } from './payment';
import { checkDesignAnswer, checkDesignQuery } from './print-checks';
import { type ApiRoute, nothing, paid, open, r } from './route-kit';

const basketView = { query: basketViewQuery } as const;

/** The routes of the basket, orders and payment, in the registry's order (contract/api/routes.ts). */
export const COMMERCE_ROUTES = [
  r('GET', '/basket', 'basket', 'The basket, priced by the server.', {
    ...basketView,
    response: basketAnswer,
  }),
  r('GET', '/basket/count', 'basket', 'How many items the basket holds.', {
    auth: 'optional',
    response: basketCountAnswer,
  }),
  r('POST', '/basket/item', 'basket', 'Adds a design (422 when it cannot be ordered).', {
    ...basketView,
    body: addItemBody,
    response: basketAnswer,
  }),
  // Issue 53: the order step's print checks, at the design's revision.
  r('GET', '/basket/check-design', 'basket', "A design's print checks at its current revision.", {
    query: checkDesignQuery,
    response: checkDesignAnswer,
  }),
  r('PATCH', '/basket/item', 'basket', "Changes an item's quantity or product.", {
    ...basketView,
    body: changeItemBody,
    response: basketAnswer,
  }),
  r('DELETE', '/basket/item', 'basket', 'Removes an item.', {
    query: removeItemQuery,
    response: basketAnswer,
  }),
  r('POST', '/basket/check-voucher', 'basket', 'Whether a voucher can be used, and why not.', {
    ...basketView,
    body: voucherBody,
    invalidates: nothing,
    response: checkVoucherAnswer,
  }),
  r('POST', '/basket/add-voucher', 'basket', 'Adds a voucher.', {
    ...basketView,
    body: voucherBody,
    response: basketAnswer,
  }),
  r('POST', '/basket/remove-voucher', 'basket', 'Removes a voucher.', {
    ...basketView,
    body: voucherBody,
    response: basketAnswer,
  }),
  r('POST', '/basket/set-delivery-address', 'basket', 'Sets the delivery (and billing) address.', {
    ...basketView,
    body: setDeliveryAddressBody,
    response: basketAnswer,
  }),
  r('POST', '/basket/set-delivery-country', 'basket', 'Chooses the delivery country (prices again).', {
    ...basketView,
    body: setDeliveryCountryBody,
    response: basketAnswer,
  }),
  r('GET', '/basket/quote', 'basket', "One design's price with delivery, priced as the basket is.", {
    query: basketQuoteQuery,
    response: basketQuoteAnswer,
  }),
  r('POST', '/basket/set-shipping-method', 'basket', 'Chooses standard or express shipping.', {
    ...basketView,
    body: setShippingMethodBody,
    response: basketAnswer,
  }),
  r('POST', '/basket/purchase', 'basket', 'Pays for the basket and places the order (idempotent).', {
    ...basketView,
    body: purchaseBody,
    invalidates: paid,
    response: purchaseAnswer,
  }),
  r('POST', '/basket/express-purchase', 'basket', 'Pays with the wallet and places the order.', {
    ...basketView,
    body: expressPurchaseBody,
    invalidates: paid,
    response: purchaseAnswer,
  }),

  r('GET', '/order-history', 'order', "The user's orders.", { response: orderHistoryAnswer }),
  r('GET', '/transaction', 'order', 'One order with its payment.', {
    query: transactionQuery,
    response: orderAnswer,
  }),
  r('GET', '/transaction/get-print-transactions', 'order', 'The orders of one design.', {
    query: printTransactionsQuery,
    response: orderHistoryAnswer,
  }),
  r('POST', '/transaction/retry-payment', 'order', 'Pays again for an order whose payment failed.', {
    body: retryPaymentBody,
    response: purchaseAnswer,
  }),
  r('POST', '/order/cancel', 'order', 'Cancels an order before production.', {
    body: cancelOrderBody,
    response: orderAnswer,
  }),
  r('GET', '/order/:orderId/print-file/:itemId', 'order', "A paid order line's print-ready PDF, once made.", {
    params: printFileParams,
    produces: 'application/pdf',
  }),
  r('POST', '/order/update-address', 'order', "Changes an order's delivery address before production.", {
    body: updateOrderAddressBody,
    response: orderAnswer,
  }),
  r('POST', '/order/update-layout', 'order', "Changes an order's design before production.", {
    body: updateOrderLayoutBody,
    response: orderAnswer,
  }),

  r('POST', '/payment/sandbox/tokens', 'payment', 'Sandbox gateway: turns a test card into a token.', {
    ...open,
    body: sandboxCardBody,
    response: cardTokenAnswer,
  }),
  r('GET', '/payment/sandbox/:page{challenge|wallet}/:ref', 'payment', 'Sandbox 3-D Secure or wallet page.', {
    ...open,
    produces: 'text/html',
  }),
  r(
    'POST',
    '/payment/sandbox/:page{challenge|wallet}/:ref/:answer{approve|deny}',
    'payment',
    'Sandbox: approves or denies a 3-D Secure or wallet payment.',
    { ...open, produces: 'redirect' },
  ),
] satisfies readonly ApiRoute[];
