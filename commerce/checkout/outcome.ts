import type { QueryClient } from '@tanstack/react-query';
import { flushConversions, logPlatformError } from '../../src/conversion/track-conversion';
import { checkout, endAttempt } from '../api/checkout-state';
import { commerceKeys } from '../api/commerce-api';
import type { PurchaseAnswer } from '../api/types';

/** Where a payment answer takes the customer: the confirmation, the gateway's page, or back to pay again. */
export async function followPayment(
  answer: PurchaseAnswer,
  navigate: (to: string) => void,
  queryClient: QueryClient,
): Promise<void> {
  const { order, payment } = answer;
  await queryClient.invalidateQueries({ queryKey: ['basket'] });
  queryClient.setQueryData(commerceKeys.order(order.id), order);
  if (payment.status === 'requires_action' && payment.actionUrl) {
    await flushConversions();
    window.location.assign(payment.actionUrl);
    return;
  }
  endAttempt();
  if (payment.status === 'succeeded') {
    checkout.card = null;
    navigate(`/checkout/confirmation?order=${order.id}`);
    return;
  }
  if (payment.status === 'failed')
    logPlatformError(payment.declineMessage ?? 'no answer from the payment service');
  navigate(`/checkout/payment-methods?order=${order.id}&declined=1`);
}
