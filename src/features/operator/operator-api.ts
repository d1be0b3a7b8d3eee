import type { z } from 'zod';
import type { partnerOrderRowSchema } from '../../../contract/api/print-partner';
import { callApi } from '../../api/client';

/** One order in the operator's lists (GET /admin/print-partner/stuck and /rejections). */
export type PartnerOrderRow = z.infer<typeof partnerOrderRowSchema>;

export const operatorKeys = {
  stuck: ['admin', 'print-partner', 'stuck'] as const,
  rejections: ['admin', 'print-partner', 'rejections'] as const,
};

export const listStuck = () => callApi('GET /admin/print-partner/stuck');
export const listRejections = () => callApi('GET /admin/print-partner/rejections');
/** Sends a rejected or canceled order to the partner again, as a new job. */
export const resendOrder = (orderId: string) =>
  callApi('POST /admin/print-partner/resend', { body: { orderId } });
/** Cancels the order (at the partner too, if it still can) and refunds its payments in full. */
export const refundOrder = (orderId: string) =>
  callApi('POST /admin/print-partner/refund', { body: { orderId } });
