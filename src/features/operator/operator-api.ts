import type { z } from 'zod';
import type { OPERATOR_LISTS, operatorOrderSchema } from '../../../contract/api/operator';
import type { postalAddressSchema } from '../../../contract/api/orders';
import { callApi } from '../../api/client';

/** One order in the operator's lists, with its delivery address, promise and audit lines. */
export type OperatorOrder = z.infer<typeof operatorOrderSchema>;
export type OperatorList = (typeof OPERATOR_LISTS)[number];
export type PostalAddress = z.infer<typeof postalAddressSchema>;

export const operatorKeys = {
  list: (list: OperatorList) => ['admin', 'print-partner', 'orders', list] as const,
};

/** In the change window, late against the promise, stuck, or rejected (contract/api/operator.ts). */
export const listOrders = (list: OperatorList) =>
  callApi('GET /admin/print-partner/orders', { query: { list } });
/** Sends a rejected or canceled order to the partner again, as a new job. */
export const resendOrder = (orderId: string) =>
  callApi('POST /admin/print-partner/resend', { body: { orderId } });
/** Cancels the order (at the partner too, if it still can) and refunds its payments in full. */
export const refundOrder = (orderId: string) =>
  callApi('POST /admin/print-partner/refund', { body: { orderId } });
/** Corrects the delivery address (same country); at the printer, by cancelling and resubmitting its job. */
export const correctAddress = (orderId: string, address: PostalAddress) =>
  callApi('POST /admin/print-partner/address', {
    body: { orderId, address: { ...address, isDefault: false } },
  });
