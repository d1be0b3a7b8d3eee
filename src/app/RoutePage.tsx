import { useTranslation } from 'react-i18next';
import { LocaleGate } from './LocaleGate';
import type { AppRoute } from './routes';

/** One route's page: its namespaces load with it (suspending until ready), a localised path sets the locale. */
export function RoutePage({ route }: { route: AppRoute }) {
  useTranslation(route.ns ? ['common', ...route.ns] : 'common');
  const Page = route.page;
  return route.locale ? (
    <LocaleGate locale={route.locale}>
      <Page />
    </LocaleGate>
  ) : (
    <Page />
  );
}
