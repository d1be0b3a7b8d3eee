import { useSnapshot } from 'valtio';
import { preferences } from '../app/preferences';
import { useCatalog } from './use-catalog';

/** The catalog in the visitor's currency and language, plus a money formatter for their locale. */
export function useShopCatalog() {
  const prefs = useSnapshot(preferences);
  const query = useCatalog(prefs.currency, prefs.locale);
  return { ...query, locale: prefs.locale };
}
