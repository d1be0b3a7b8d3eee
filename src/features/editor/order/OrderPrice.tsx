import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi, type FieldApiError } from '../../../api/client';
import { bcp47 } from '../../../i18n/locales';
import { cheapestDelivery, orderPriceLines } from './price-lines';

interface Props {
  /** What the chosen option costs for this design, one copy. */
  unitMinor: number;
  quantity: number;
  /** e.g. "Hardcover × 2". */
  itemLabel: string;
  country: string;
  currency: string;
  locale: string;
  money: (minor: number) => string;
}

/**
 * The price with delivery: the item, the cheapest delivery to the customer's country as the server
 * prices it (GET /shipping-options, the same figures checkout offers), and the two together.
 */
export function OrderPrice({ unitMinor, quantity, itemLabel, country, currency, locale, money }: Props) {
  const { t } = useTranslation(['editor', 'common']);
  const shipping = useQuery({
    queryKey: ['shipping-options', country, currency],
    queryFn: () => callApi('GET /shipping-options', { query: { country, currency: currency as 'GBP' } }),
    staleTime: 10 * 60_000,
    // Once more after a failure (a phone's dropped connection), never after the server's "no".
    retry: (failures, error) => failures < 1 && (error as FieldApiError).status !== 400,
  });
  const delivery = shipping.data ? cheapestDelivery(shipping.data.options, currency) : null;
  const lines = orderPriceLines(unitMinor, quantity, delivery);
  const countryName = new Intl.DisplayNames([bcp47(locale)], { type: 'region' }).of(country) ?? country;
  // A 400 is the server saying it does not deliver there; anything else is a failure to try again.
  const noDelivery =
    (shipping.isError && (shipping.error as FieldApiError).status === 400) ||
    (shipping.isSuccess && !delivery);

  const deliveryValue = () => {
    if (shipping.isPending)
      return (
        <span role="status" className="muted">
          {t('editor:orderStep.deliveryLoading')}
        </span>
      );
    if (noDelivery) return <span>{t('editor:orderStep.noDelivery')}</span>;
    if (shipping.isError || !delivery) return <span>—</span>;
    return money(delivery.priceMinor);
  };

  return (
    <section className="order-price" aria-labelledby="order-price-title">
      <h3 id="order-price-title">{t('editor:orderDetails.price')}</h3>
      <dl>
        <dt>{itemLabel}</dt>
        <dd>{money(lines.itemMinor)}</dd>
        <dt>{t('editor:orderStep.deliveryTo', { country: countryName })}</dt>
        <dd aria-busy={shipping.isPending}>{deliveryValue()}</dd>
        <dt className="order-price-total">{t('editor:orderStep.total')}</dt>
        <dd className="order-price-total">{lines.totalMinor === null ? '—' : money(lines.totalMinor)}</dd>
      </dl>
      {shipping.isError && !noDelivery && (
        <div role="alert" className="order-price-error">
          <p>{t('editor:orderStep.deliveryFailed')}</p>
          <button type="button" className="button secondary small" onClick={() => void shipping.refetch()}>
            {t('common:status.retry')}
          </button>
        </div>
      )}
      {delivery && <p className="muted">{t('editor:orderStep.deliveryNote')}</p>}
    </section>
  );
}
