import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CheckoutChoice } from '../api/checkout-state';
import type { Basket, ShippingOption } from '../api/types';
import { AddressLines } from '../components/AddressLines';
import { Arrival } from '../components/Arrival';
import { CardLabel } from '../components/CardLabel';
import { useMoney } from '../components/money';

/** The summary's list of what is ordered, each line with its price. */
export function SummaryItems({ basket: b }: { basket: Basket }) {
  const { t } = useTranslation('commerce');
  const money = useMoney();
  return (
    <section className="panel">
      <h2>{t('summary.items')}</h2>
      <ul className="summary-items">
        {b.items.map((i) => (
          <li key={i.id}>
            <span>
              {i.quantity} × {i.title} <span className="muted">({i.typeName})</span>
            </span>
            <span>{money(i.lineTotalMinor, b.currency)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Where and how the order goes, each with a link to choose it when not chosen yet; for a guest whose
 * e-mail this tab has, where the confirmation goes.
 */
export function SummaryDelivery({
  basket: b,
  shipping,
  sendsTo,
}: {
  basket: Basket;
  shipping: ShippingOption | undefined;
  sendsTo: string | null;
}) {
  const { t } = useTranslation('commerce');
  return (
    <section className="panel">
      <h2>{t('summary.delivery')}</h2>
      {b.deliveryAddress ? (
        <AddressLines address={b.deliveryAddress} />
      ) : (
        <Link href="/checkout/delivery-address">{t('summary.chooseAddress')}</Link>
      )}
      {shipping ? (
        <p>
          {t(`shipping.methods.${shipping.method}`)} ·{' '}
          <Arrival earliest={shipping.earliest} latest={shipping.latest} />
        </p>
      ) : (
        <Link href="/checkout/shipping-options">{t('summary.chooseShipping')}</Link>
      )}
      {sendsTo !== null && (
        <p className="guest-email-to">
          {t('guestEmail.sendsTo', { email: sendsTo })}{' '}
          <Link href="/checkout/delivery-address">{t('guestEmail.change')}</Link>
        </p>
      )}
    </section>
  );
}

/** The card the order is paid with, or a link to choose one. */
export function SummaryPayment({ card }: { card: CheckoutChoice['card'] }) {
  const { t } = useTranslation('commerce');
  return (
    <section className="panel">
      <h2>{t('summary.payment')}</h2>
      {card ? (
        <CardLabel brand={card.brand} last4={card.last4} />
      ) : (
        <Link href="/checkout/payment-methods">{t('summary.chooseCard')}</Link>
      )}
      {card && (
        <Link href="/checkout/payment-methods" className="link-button">
          {t('summary.changeCard')}
        </Link>
      )}
    </section>
  );
}
