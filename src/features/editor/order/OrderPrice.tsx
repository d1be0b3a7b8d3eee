import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { callApi, type FieldApiError } from '../../../api/client';
import { bcp47 } from '../../../i18n/locales';
import { appState } from '../../../state/app-state';
import { ArrivesBy } from '../../../ui/delivery/ArrivesBy';
import { deliveryCountryOf } from '../../../ui/delivery/delivery-country';
import { DeliveryCountrySelect } from '../../../ui/delivery/DeliveryCountrySelect';

interface Props {
  printId: string;
  productCode: string;
  quantity: number;
  /** e.g. "Hardcover × 2". */
  itemLabel: string;
  currency: string;
  locale: string;
  money: (minor: number) => string;
}

/** The quote's query key: under ['basket'], so every basket write (a country, a voucher) refetches it. */
export const quoteKey = (
  p: Pick<Props, 'printId' | 'productCode' | 'quantity' | 'currency' | 'locale'>,
  country: string,
) => ['basket', 'quote', p.printId, p.productCode, p.quantity, p.currency, p.locale, country] as const;

/**
 * The price with delivery, as the server prices it (GET /basket/quote: the basket's own function,
 * issue 53): the item, delivery to the one delivery country by the basket's method (the cheapest
 * until one is chosen), vouchers, the total and its VAT, and when it arrives. Nothing is added up
 * here: every figure is the server's.
 */
export function OrderPrice({ printId, productCode, quantity, itemLabel, currency, locale, money }: Props) {
  const { t } = useTranslation(['editor', 'common', 'commerce']);
  const prefs = useSnapshot(appState);
  const country = deliveryCountryOf(prefs);
  const quote = useQuery({
    queryKey: quoteKey({ printId, productCode, quantity, currency, locale }, country),
    queryFn: () =>
      callApi('GET /basket/quote', {
        query: { printId, productCode, quantity, locale, country, currency: currency as 'GBP' },
      }).then((r) => r.quote),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
    // Once more after a failure (a phone's dropped connection), never after the server's "no".
    retry: (failures, error) => failures < 1 && (error as FieldApiError).status !== 400,
  });
  const q = quote.data;
  const priced = q?.country ?? country;
  const countryName = new Intl.DisplayNames([bcp47(locale)], { type: 'region' }).of(priced) ?? priced;
  const option = q?.shippingOptions.find((o) => o.method === q.quotedMethod) ?? null;
  const noDelivery = quote.isSuccess && !option;

  const deliveryValue = () => {
    if (quote.isPending)
      return (
        <span role="status" className="muted">
          {t('editor:orderStep.deliveryLoading')}
        </span>
      );
    if (noDelivery) return <span>{t('editor:orderStep.noDelivery')}</span>;
    if (!q || !option) return <span>—</span>;
    return money(q.totals.shippingMinor);
  };

  return (
    <section className="order-price" aria-labelledby="order-price-title" aria-busy={quote.isFetching}>
      <h3 id="order-price-title">{t('editor:orderDetails.price')}</h3>
      <DeliveryCountrySelect value={priced} />
      <dl>
        <dt>{itemLabel}</dt>
        <dd>{q ? money(q.item.lineTotalMinor) : '—'}</dd>
        {q && q.totals.discountMinor > 0 && (
          <>
            <dt>{t('commerce:totals.discount')}</dt>
            <dd>−{money(q.totals.discountMinor)}</dd>
          </>
        )}
        <dt>{t('editor:orderStep.deliveryTo', { country: countryName })}</dt>
        <dd>{deliveryValue()}</dd>
        {q && q.totals.creditMinor > 0 && (
          <>
            <dt>{t('commerce:totals.credit')}</dt>
            <dd>−{money(q.totals.creditMinor)}</dd>
          </>
        )}
        <dt className="order-price-total">{t('editor:orderStep.total')}</dt>
        <dd className="order-price-total" data-testid="order-step-total">
          {q && option ? money(q.totals.totalMinor) : '—'}
        </dd>
        {q && option && (
          <>
            <dt className="vat">
              {t('commerce:totals.vat', { rate: Math.round(q.totals.vatRate * 1000) / 10 })}
            </dt>
            <dd className="vat">{money(q.totals.vatMinor)}</dd>
          </>
        )}
      </dl>
      {option && <ArrivesBy window={option} />}
      {quote.isError && !q && (
        <div role="alert" className="order-price-error">
          <p>{t('editor:orderStep.deliveryFailed')}</p>
          <button type="button" className="button secondary small" onClick={() => void quote.refetch()}>
            {t('common:status.retry')}
          </button>
        </div>
      )}
      {option && !q?.shippingMethod && <p className="muted">{t('editor:orderStep.deliveryNote')}</p>}
    </section>
  );
}
