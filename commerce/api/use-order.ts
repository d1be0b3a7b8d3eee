import { useQuery } from '@tanstack/react-query';
import { commerceKeys, getOrder } from './commerce-api';

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Order ids are UUIDs; anything else in a link is no order at all, so it is never asked for. */
export const isOrderId = (id: string | null | undefined): id is string => !!id && ORDER_ID.test(id);

/** An order, fetched fresh each visit: its status moves on the server. */
export function useOrder(id: string | null) {
  return useQuery({
    queryKey: commerceKeys.order(id ?? 'none'),
    queryFn: () => getOrder(id!),
    enabled: isOrderId(id),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
