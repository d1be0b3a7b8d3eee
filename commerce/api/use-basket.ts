import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { appState } from '../../src/state/app-state';
import { deliveryCountryOf } from '../../src/ui/delivery/delivery-country';
import { type BasketView, basketView, commerceKeys, getBasket } from './commerce-api';
import type { Basket } from './types';

/** The basket priced in the currency (and named in the language) the customer has chosen now. */
export function useBasket() {
  const prefs = useSnapshot(appState);
  const view: BasketView = {
    locale: prefs.locale,
    country: deliveryCountryOf(prefs),
    currency: prefs.currency,
  };
  return useQuery({ queryKey: commerceKeys.basket(view), queryFn: () => getBasket(view), staleTime: 0 });
}

/**
 * A basket change: the answer is the new priced basket, shown at once (kept under the view it was
 * asked in). The header's count and anything else the change touched are refetched by the request
 * itself (api/query-client).
 */
export function useBasketChange<V>(change: (vars: V) => Promise<Basket>) {
  const queryClient = useQueryClient();
  return useMutation({
    onMutate: (): BasketView => basketView(),
    mutationFn: change,
    onSuccess: (basket, _vars, view) =>
      queryClient.setQueryData(commerceKeys.basket(view ?? basketView()), basket),
  });
}
