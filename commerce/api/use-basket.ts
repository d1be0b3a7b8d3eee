import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { commerceKeys, getBasket } from './commerce-api';
import type { Basket } from './types';

export function useBasket() {
  return useQuery({ queryKey: commerceKeys.basket, queryFn: getBasket, staleTime: 0 });
}

/**
 * A basket change: the answer is the new priced basket, shown at once. The header's count and
 * anything else the change touched are refetched by the request itself (api/query-client).
 */
export function useBasketChange<V>(change: (vars: V) => Promise<Basket>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (basket) => queryClient.setQueryData(commerceKeys.basket, basket),
  });
}
