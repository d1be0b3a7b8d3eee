import { Arrival } from '../components/Arrival';
import { BasketTotalLine } from '../components/BasketTotalLine';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import '../../src/auth/forms.css';
import { trackConversion } from '../../src/conversion/track-conversion';
import { openModal } from '../../src/ui/modals/modal-store';
import { ShippingInformationModal } from '../modals/ShippingInformationModal';
import { useCheckoutSection } from '../../src/ui/sections';
import { ErrorMessage, Loading } from '../../src/ui/Status';
import { setShippingMethod } from '../api/commerce-api';
import { useBasket, useBasketChange } from '../api/use-basket';
import '../commerce.css';
import { useMoney } from '../components/money';
import { SessionPage } from '../../src/auth/SessionPage';

function Choose() {
  const { t } = useTranslation(['commerce', 'delivery']);
  const money = useMoney();
  const [, navigate] = useLocation();
  const basket = useBasket();
  const [method, setMethod] = useState<string | null>(null);
  const save = useBasketChange((m: string) => setShippingMethod(m));
  useEffect(() => {
    if (basket.data && method === null)
      setMethod(basket.data.shippingMethod ?? basket.data.shippingOptions[0]?.method ?? null);
  }, [basket.data, method]);
  if (basket.isPending) return <Loading />;
  if (basket.isError) return <ErrorMessage message={t('errors.load')} onRetry={() => basket.refetch()} />;
  const b = basket.data;
  if (!b.deliveryAddress) {
    return (
      <p>
        <Link href="/checkout/delivery-address">{t('shipping.addressFirst')}</Link>
      </p>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!method) return;
    save.mutate(method, {
      onSuccess: (next) => {
        trackConversion('shipping_method_selected', {
          currency: next.currency,
          totalPrice: next.totals.totalMinor / 100,
        });
        navigate('/checkout/payment-methods');
      },
    });
  };
  return (
    <form className="form-stack checkout-step" onSubmit={submit}>
      <BasketTotalLine />
      <fieldset className="choice-group">
        <legend>{t('shipping.choose')}</legend>
        {b.shippingOptions.map((o) => (
          <label key={o.method} className="choice">
            <input
              type="radio"
              name="method"
              value={o.method}
              checked={method === o.method}
              onChange={() => setMethod(o.method)}
            />
            <span className="choice-main">
              <strong>{t(`shipping.methods.${o.method}`)}</strong>
              <span className="muted">
                <Arrival earliest={o.earliest} latest={o.latest} />
                {o.estimate === 'fallback' && <> · {t('delivery:fallback')}</>}
              </span>
            </span>
            <strong>{money(o.priceMinor, o.currency)}</strong>
          </label>
        ))}
      </fieldset>
      <button type="button" className="link-button" onClick={() => openModal(ShippingInformationModal)}>
        {t('shipping.info')}
      </button>
      {save.isError && (
        <p className="form-alert" role="alert">
          {save.error.message}
        </p>
      )}
      <button type="submit" className="button full" disabled={!method || save.isPending}>
        {t('actions.continue')}
      </button>
    </form>
  );
}

export default function ShippingOptionsPage() {
  return (
    <SessionPage page="shippingOptions" section={useCheckoutSection()}>
      <Choose />
    </SessionPage>
  );
}
