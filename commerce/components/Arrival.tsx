import { useTranslation } from 'react-i18next';
import { useDates } from './money';

/** The delivery window, or its one day when the carrier promises a day. */
export function Arrival({ earliest, latest }: { earliest: string; latest: string }) {
  const { t } = useTranslation('commerce');
  const dates = useDates();
  if (earliest === latest) return <>{t('shipping.arrivesOn', { date: dates.day(earliest) })}</>;
  return <>{t('shipping.arrives', { from: dates.day(earliest), to: dates.day(latest) })}</>;
}
