import { useQuery } from '@tanstack/react-query';
import type { Catalog } from '../../../contract/catalog/catalog';
import { api, unwrap } from '../../api/client';

export type {
  Catalog,
  CatalogCategory,
  CatalogProduct,
  CatalogType,
} from '../../../contract/catalog/catalog';
export type { Money } from '../../../contract/money/currencies';

export function useCatalog(currency: string, locale: string) {
  return useQuery({
    queryKey: ['catalog', currency, locale],
    queryFn: () => unwrap<Catalog>(api.catalog.$get({ query: { currency: currency as 'GBP', locale } })),
  });
}
