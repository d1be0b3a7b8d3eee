import { appState } from '../../src/state/app-state';
import { deliveryCountryOf } from '../../src/ui/delivery/delivery-country';
import type { z } from 'zod';
import type {
  basketViewQuery,
  setDeliveryAddressBody,
  setShippingMethodBody,
} from '../../contract/api/basket';
import { callApi } from '../../src/api/client';
import type { Basket, PostalAddress } from './types';

/**
 * What the basket is priced and named for: the customer's locale, delivery country (the one they
 * chose, else their currency's home: never the language, issue 53) and the currency chosen in
 * the header. It is part of the basket's query key, so choosing another currency (or language) asks
 * the server for the basket priced again instead of showing the one cached in the old currency.
 */
export interface BasketView {
  locale: string;
  country: string;
  currency: string;
}
export const basketView = (): BasketView => ({
  locale: appState.locale,
  country: deliveryCountryOf(appState),
  currency: appState.currency,
});

export const commerceKeys = {
  basket: (view: BasketView) => ['basket', 'detail', view.currency, view.locale, view.country] as const,
  count: ['basket', 'count'] as const,
  addresses: ['account', 'addresses'] as const,
  cards: ['account', 'credit-cards'] as const,
  orders: ['orders'] as const,
  order: (id: string) => ['orders', id] as const,
  promotions: ['promotions'] as const,
  referral: ['referral'] as const,
};

/**
 * Every basket call says which locale, country and currency to price and name things for, as its
 * query; callApi checks its currency and country against the contract before sending.
 */
const viewArgs = (v: BasketView = basketView()) => v as z.input<typeof basketViewQuery>;
/** Every write to the basket answers the whole basket, priced again by the server. */
const basketOf = (answer: Promise<{ basket: Basket }>): Promise<Basket> => answer.then((r) => r.basket);

export const getBasket = (v: BasketView = basketView()) =>
  basketOf(callApi('GET /basket', { query: viewArgs(v) }));
export const addItem = (printId: string, quantity = 1, productCode?: string) =>
  basketOf(callApi('POST /basket/item', { query: viewArgs(), body: { printId, quantity, productCode } }));
export const changeItem = (itemId: string, change: { quantity?: number; productCode?: string }) =>
  basketOf(callApi('PATCH /basket/item', { query: viewArgs(), body: { itemId, ...change } }));
export const removeItem = (itemId: string) =>
  basketOf(callApi('DELETE /basket/item', { query: { ...viewArgs(), id: itemId } }));
export const addVoucher = (code: string) =>
  basketOf(callApi('POST /basket/add-voucher', { query: viewArgs(), body: { code } }));
/** Asks first, so a refused code is an answer (with its reason), not a failed request. */
export const checkVoucher = (code: string) =>
  callApi('POST /basket/check-voucher', { query: viewArgs(), body: { code } });
export const removeVoucher = (code: string) =>
  basketOf(callApi('POST /basket/remove-voucher', { query: viewArgs(), body: { code } }));

type AddressChoice = { addressUuid: string } | { address: PostalAddress };
export const setDeliveryAddress = (delivery: AddressChoice, billing?: AddressChoice) =>
  basketOf(
    callApi('POST /basket/set-delivery-address', {
      query: viewArgs(),
      body: { delivery, billing } as z.input<typeof setDeliveryAddressBody>,
    }),
  );
/** The method is a string where the page holds it; callApi checks it against the contract's methods. */
export const setShippingMethod = (method: string) =>
  basketOf(
    callApi('POST /basket/set-shipping-method', {
      query: viewArgs(),
      body: { method } as z.input<typeof setShippingMethodBody>,
    }),
  );

export type PaymentChoice = { cardId: string } | { token: string; save?: boolean };
/** `email`: a guest's address for the confirmation (the server requires it from guests). */
export const purchase = (idempotencyKey: string, payment: PaymentChoice, email?: string) =>
  callApi('POST /basket/purchase', {
    query: viewArgs(),
    body: { idempotencyKey, payment, ...(email ? { email } : {}) },
  });
export const expressPurchase = (idempotencyKey: string, email?: string) =>
  callApi('POST /basket/express-purchase', {
    query: viewArgs(),
    body: { idempotencyKey, ...(email ? { email } : {}) },
  });
export const retryPayment = (orderId: string, idempotencyKey: string, payment: PaymentChoice | 'wallet') =>
  callApi('POST /transaction/retry-payment', { body: { orderId, idempotencyKey, payment } });

export const listAddresses = () => callApi('GET /account/addresses/list');
export const createAddress = (address: PostalAddress) =>
  callApi('POST /account/addresses', { body: { ...address, isDefault: false } });

export const listCards = () => callApi('GET /account/credit-cards');
export const saveCard = (token: string) => callApi('POST /account/credit-cards', { body: { token } });
export const deleteCard = (id: string) => callApi('DELETE /account/credit-cards/:id', { params: { id } });

/** The card form posts to the gateway's tokeniser; our API only ever sees the token. */
export const tokeniseCard = (card: { number: string; expMonth: number; expYear: number; cvc: string }) =>
  callApi('POST /payment/sandbox/tokens', { body: card }).then((r) => r.card);

export const listOrders = () => callApi('GET /order-history');
export const getOrder = (id: string) => callApi('GET /transaction', { query: { id } }).then((r) => r.order);
export const cancelOrder = (orderId: string, reason?: string) =>
  callApi('POST /order/cancel', { body: { orderId, reason } }).then((r) => r.order);
/** A new delivery address for a paid order: ours in the change window, the printer's after it. */
export const changeOrderAddress = (orderId: string, address: PostalAddress) =>
  callApi('POST /order/update-address', {
    body: { orderId, address: { ...address, isDefault: false } },
  }).then((r) => r.order);
/** The line's design taken again from the print as last saved (new print files). */
export const changeOrderLayout = (orderId: string, itemId: string) =>
  callApi('POST /order/update-layout', { body: { orderId, itemId } }).then((r) => r.order);

export const listPromotions = () => callApi('GET /promotions');
export const getReferral = () => callApi('GET /referral');
