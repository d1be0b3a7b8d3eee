import type { z } from 'zod';
import type { partnerOrderRowSchema } from '../../../contract/api/print-partner';
import { requestJson } from '../../auth/http';

/** One order in the operator's lists (GET /admin/print-partner/stuck and /rejections). */
export type PartnerOrderRow = z.infer<typeof partnerOrderRowSchema>;

export const operatorKeys = {
  stuck: ['admin', 'print-partner', 'stuck'] as const,
  rejections: ['admin', 'print-partner', 'rejections'] as const,
};

const BASE = '/admin/print-partner';

export const listStuck = () => requestJson<{ orders: PartnerOrderRow[] }>('GET', `${BASE}/stuck`);
export const listRejections = () => requestJson<{ orders: PartnerOrderRow[] }>('GET', `${BASE}/rejections`);
/** Sends a rejected or canceled order to the partner again, as a new job. */
export const resendOrder = (orderId: string) =>
  requestJson<{ order: PartnerOrderRow }>('POST', `${BASE}/resend`, { orderId });
/** Cancels the order (at the partner too, if it still can) and refunds its payments in full. */
export const refundOrder = (orderId: string) =>
  requestJson<{ order: PartnerOrderRow; refundedPayments: number }>('POST', `${BASE}/refund`, { orderId });
