import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { commerceKeys, listAddresses } from '../api/commerce-api';
import { useBasket } from '../api/use-basket';
import { preferredAddress } from './delivery-choice';

/**
 * The address book and the basket, read fresh, and the delivery address chosen among the book's
 * (at first the basket's own, the default or the first; see preferredAddress).
 */
export function useAddressChoice() {
  const basket = useBasket();
  const book = useQuery({ queryKey: commerceKeys.addresses, queryFn: listAddresses, staleTime: 0 });
  const [chosen, setChosen] = useState<string | null>(null);
  const addresses = book.data?.addresses;

  useEffect(() => {
    if (chosen || !addresses) return;
    const preferred = preferredAddress(addresses, basket.data?.deliveryAddress);
    if (preferred) setChosen(preferred);
  }, [addresses, basket.data, chosen]);

  return { basket, book, addresses, chosen, setChosen };
}
