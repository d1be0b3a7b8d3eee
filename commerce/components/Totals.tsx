import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../src/ui/format';
import type { OrderTotals } from '../api/types';
import { useMoney } from './money';

/** The money lines of a basket or an order; prices include VAT, which is shown. */
export function Totals({
  totals,
  currency,
  shippingChosen = true,
}: {
  totals: OrderTotals;
  currency: string;
  shippingChosen?: boolean;
}) {
  const { t, i18n } = useTranslation('commerce');
  const money = useMoney();
  return (
    <dl className="totals">
      <dt>{t('totals.subtotal')}</dt>
      <dd>{money(totals.subtotalMinor, currency)}</dd>
      {totals.discountMinor > 0 && (
        <>
          <dt>{t('totals.discount')}</dt>
          <dd>−{money(totals.discountMinor, currency)}</dd>
        </>
      )}
      <dt>{t('totals.shipping')}</dt>
      <dd>{shippingChosen ? money(totals.shippingMinor, currency) : t('totals.shippingLater')}</dd>
      {totals.creditMinor > 0 && (
        <>
          <dt>{t('totals.credit')}</dt>
          <dd>−{money(totals.creditMinor, currency)}</dd>
        </>
      )}
      <dt className="total">{t('totals.total')}</dt>
      <dd className="total" data-testid="order-total">
        {money(totals.totalMinor, currency)}
      </dd>
      <dt className="vat">
        {t('totals.vat', { rate: formatNumber(Math.round(totals.vatRate * 1000) / 10, i18n.language) })}
      </dt>
      <dd className="vat">{money(totals.vatMinor, currency)}</dd>
    </dl>
  );
}
