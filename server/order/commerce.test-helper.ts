import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestBrowser } from '../auth/browser.test-helper';

export const CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  challenge: '4000000000003220',
} as const;

export const ADDRESS = {
  fullName: 'Ada Lovelace',
  line1: '12 St James Square',
  city: 'London',
  postcode: 'SW1Y 4JH',
  countryCode: 'GB',
};

export async function body<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export async function makePrint(browser: TestBrowser, productCode = 'BOOK-SC-20X20'): Promise<string> {
  const res = await browser.json('/print', { productCode, title: 'Basque Summer' });
  expect(res.status).toBe(201);
  return (await body<{ print: { id: string } }>(res)).print.id;
}

export async function tokenise(browser: TestBrowser, number: string): Promise<string> {
  const res = await browser.json('/payment/sandbox/tokens', {
    number,
    expMonth: 12,
    expYear: 2031,
    cvc: '123',
  });
  expect(res.status).toBe(201);
  return (await body<{ card: { token: string } }>(res)).card.token;
}

/** A basket with one print, a delivery address and a shipping method, ready to pay. */
export async function readyBasket(browser: TestBrowser, method: 'standard' | 'express' = 'standard') {
  const printId = await makePrint(browser);
  expect((await browser.json('/basket/item', { printId, quantity: 1 })).status).toBe(200);
  expect(
    (await browser.json('/basket/set-delivery-address', { delivery: { address: ADDRESS } })).status,
  ).toBe(200);
  const res = await browser.json('/basket/set-shipping-method', { method });
  expect(res.status).toBe(200);
  return { printId, basket: (await body<{ basket: Basket }>(res)).basket };
}

export async function pay(
  browser: TestBrowser,
  number: string,
  key = randomUUID(),
  extra: { email?: string } = {},
) {
  const token = await tokenise(browser, number);
  const res = await browser.json('/basket/purchase', { idempotencyKey: key, payment: { token }, ...extra });
  return { res, json: await body<PurchaseAnswer>(res) };
}

export interface Basket {
  currency: string;
  items: {
    id: string;
    unitPriceMinor: number;
    lineTotalMinor: number;
    quantity: number;
    pageCount: number;
  }[];
  vouchers: { code: string; applied: boolean; discountMinor: number }[];
  totals: {
    subtotalMinor: number;
    discountMinor: number;
    shippingMinor: number;
    totalMinor: number;
    vatMinor: number;
  };
}

export interface PurchaseAnswer {
  order: {
    id: string;
    reference: string;
    status: string;
    totals: { totalMinor: number };
    items: { id: string; printFileReady: boolean }[];
    history: { status: string; at: string }[];
    canChange: boolean;
  };
  payment: { status: string; actionUrl: string | null; declineMessage: string | null };
}
