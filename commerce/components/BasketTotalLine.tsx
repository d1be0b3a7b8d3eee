import { useTranslation } from 'react-i18next';
import { useBasket } from '../api/use-basket';
import { useMoney } from './money';

/**
 * The basket's total, as the server priced it, on every checkout step (issue 53: one price
 * everywhere): with delivery to the basket's one country by the chosen method, else the cheapest.
 */
export function BasketTotalLine() {
  const { t } = useTranslation('commerce');
  const money = useMoney();
  const basket = useBasket().data;
  if (!basket || basket.items.length === 0) return null;
  return (
    <p className="basket-total-line">
      {t('totals.total')}{' '}
      <strong data-testid="order-total">{money(basket.totals.totalMinor, basket.currency)}</strong>
    </p>
  );
}
