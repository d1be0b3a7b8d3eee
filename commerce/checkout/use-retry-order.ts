import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { commerceKeys, getOrder } from '../api/commerce-api';

/**
 * The order whose payment failed, when the payment step was opened to pay it again (`?order=ID`),
 * and whether it can still be paid.
 */
export function useRetryOrder() {
  const search = new URLSearchParams(useSearch());
  const retryOrder = search.get('order');
  const order = useQuery({
    queryKey: commerceKeys.order(retryOrder ?? 'none'),
    queryFn: () => getOrder(retryOrder!),
    enabled: retryOrder !== null,
    staleTime: 0,
  });
  const payable =
    order.data !== undefined && (order.data.status === 'payment_failed' || order.data.status === 'placed');
  return { retryOrder, order, payable };
}
