import { Arrival } from '../components/Arrival';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import '../../src/auth/forms.css';
import type { FieldApiError } from '../../src/auth/http';
import { RequireSession } from '../../src/auth/RequireSession';
import { logPlatformError, trackConversion } from '../../src/conversion/track-conversion';
import { PageFrame } from '../../src/ui/PageFrame';
import { useCheckoutSection } from '../../src/ui/sections';
import { ErrorMessage, Loading } from '../../src/ui/Status';
import { attemptKey, checkout } from '../api/checkout-state';
import { purchase } from '../api/commerce-api';
import { useBasket } from '../api/use-basket';
import { useSession } from '../../src/auth/SessionProvider';
import { GuestEmail } from '../checkout/GuestEmail';
import { isEmailAddress, rememberedGuestEmail, rememberGuestEmail } from '../checkout/guest-email';
import { followPayment } from '../checkout/outcome';
import '../commerce.css';
import { CardLabel } from '../components/CardLabel';
import { useMoney } from '../components/money';
import { Totals } from '../components/Totals';
import { AddressLines } from './DeliveryAddressPage';
import { conversionProducts } from './conversion-products';

function Review() {
  const { t } = useTranslation('commerce');
  const money = useMoney();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const basket = useBasket();
  const choice = useSnapshot(checkout);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isGuest = useSession().data?.user.isGuest ?? false;
  const [email, setEmail] = useState(rememberedGuestEmail);
  const [emailTouched, setEmailTouched] = useState(false);
  // Given with the address (the first step); asked here only when this tab does not have it (a
  // summary opened in a new tab), as the server refuses a guest purchase without one.
  const [askEmail] = useState(() => !isEmailAddress(rememberedGuestEmail().trim()));
  if (basket.isPending) return <Loading />;
  if (basket.isError) return <ErrorMessage message={t('errors.load')} onRetry={() => basket.refetch()} />;
  const b = basket.data;
  if (b.items.length === 0) {
    return (
      <p>
        <Link href="/basket">{t('summary.emptyBasket')}</Link>
      </p>
    );
  }
  const shipping = b.shippingOptions.find((o) => o.method === b.shippingMethod);
  const card = choice.card;
  const ready = b.deliveryAddress && shipping && card;

  const guestEmail = email.trim();
  const pay = async () => {
    if (!card || paying) return;
    if (isGuest && !isEmailAddress(guestEmail)) {
      setEmailTouched(true);
      return;
    }
    setPaying(true);
    setError(null);
    trackConversion('order_summary_confirm_tapped', {
      products: conversionProducts(b),
      currency: b.currency,
      totalPrice: b.totals.totalMinor / 100,
      voucherCodes: b.vouchers.filter((v) => v.applied).map((v) => v.code),
    });
    try {
      const answer = await purchase(
        attemptKey(),
        card.kind === 'saved' ? { cardId: card.id } : { token: card.token, save: card.save },
        isGuest ? guestEmail : undefined,
      );
      await followPayment(answer, navigate, queryClient);
    } catch (err) {
      const status = (err as FieldApiError).status ?? 0;
      if (status === 0 || status >= 500) logPlatformError((err as Error).message);
      setError((err as Error).message || t('errors.generic'));
      setPaying(false);
    }
  };

  return (
    <div className="form-stack checkout-step">
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
        {isGuest && !askEmail && (
          <p className="guest-email-to">
            {t('guestEmail.sendsTo', { email: guestEmail })}{' '}
            <Link href="/checkout/delivery-address">{t('guestEmail.change')}</Link>
          </p>
        )}
      </section>
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
      {isGuest && askEmail && (
        <GuestEmail
          value={email}
          onChange={(value) => {
            setEmail(value);
            rememberGuestEmail(value);
          }}
          touched={emailTouched}
          onBlur={() => setEmailTouched(true)}
        />
      )}
      <section className="panel" aria-label={t('totals.heading')}>
        <Totals totals={b.totals} currency={b.currency} />
      </section>
      {error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="button full"
        onClick={pay}
        disabled={!ready || paying}
        aria-busy={paying}
      >
        {t('summary.pay', { amount: money(b.totals.totalMinor, b.currency) })}
      </button>
    </div>
  );
}

export default function SummaryPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.summary.title')}
      intro={t('pages.summary.intro')}
      section={useCheckoutSection()}
    >
      <RequireSession>
        <Review />
      </RequireSession>
    </PageFrame>
  );
}
