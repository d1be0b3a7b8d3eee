import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage, Loading } from '../ui/Status';
import type { Catalog } from './use-catalog';

/** Loading and error states shared by every screen that reads the catalog. */
export function CatalogState({
  query,
  children,
}: {
  query: UseQueryResult<Catalog>;
  children: (catalog: Catalog) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading label={t('catalog.loading')} />;
  if (query.isError)
    return <ErrorMessage message={t('catalog.error')} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
