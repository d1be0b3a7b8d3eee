import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';

export type {
  Catalog,
  CatalogCategory,
  CatalogProduct,
  CatalogType,
} from '../../contract/catalog/catalog';
export type { Money } from '../../contract/money/currencies';

/** The catalog query, shared by the pages and by the shell, which asks for it before they load. */
export function catalogQuery(currency: string, locale: string) {
  return queryOptions({
    queryKey: ['catalog', currency, locale],
    queryFn: () => callApi('GET /catalog', { query: { currency: currency as 'GBP', locale } }),
  });
}

export function useCatalog(currency: string, locale: string) {
  return useQuery(catalogQuery(currency, locale));
}
