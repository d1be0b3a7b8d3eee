import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import '../../src/auth/forms.css';
import { trackConversion } from '../../src/conversion/track-conversion';
import { useCheckoutSection } from '../../src/ui/sections';
import { ErrorMessage, Loading } from '../../src/ui/Status';
import { attemptKey, checkout } from '../api/checkout-state';
import { purchase } from '../api/commerce-api';
import { useBasket } from '../api/use-basket';
import { GuestEmail } from '../checkout/GuestEmail';
import { isEmailAddress } from '../checkout/guest-email';
import { changedDesignOf, checkAgainHref } from '../checkout/design-changed';
import { followPayment } from '../checkout/outcome';
import { cardPayment, reportFailure } from '../checkout/payment-method';
import { SummaryDelivery, SummaryItems, SummaryPayment } from '../checkout/SummarySections';
import { useGuestEmail } from '../checkout/use-guest-email';
import '../commerce.css';
import { useMoney } from '../components/money';
import { Totals } from '../components/Totals';
import { conversionProducts } from './conversion-products';
import { SessionPage } from '../../src/auth/SessionPage';

function Review() {
  const { t } = useTranslation('commerce');
  const money = useMoney();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const basket = useBasket();
  const choice = useSnapshot(checkout);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Issue 53: a design changed since its print check is refused; the customer checks it again.
  const [changed, setChanged] = useState<{ printId: string } | null>(null);
  const { t: tChecks } = useTranslation('order-checks');
  // Given with the address (the first step); asked here only when this tab does not have it (a
  // summary opened in a new tab), as the server refuses a guest purchase without one.
  const guest = useGuestEmail();
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

  const guestEmail = guest.email.trim();
  const pay = async () => {
    if (!card || paying) return;
    if (guest.isGuest && !isEmailAddress(guestEmail)) {
      guest.touch();
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
      const answer = await purchase(attemptKey(), cardPayment(card), guest.isGuest ? guestEmail : undefined);
      await followPayment(answer, navigate, queryClient);
    } catch (err) {
      reportFailure(err);
      setChanged(changedDesignOf(err));
      setError((err as Error).message || t('errors.generic'));
      setPaying(false);
    }
  };

  return (
    <div className="form-stack checkout-step">
      <SummaryItems basket={b} />
      <SummaryDelivery
        basket={b}
        shipping={shipping}
        sendsTo={guest.isGuest && !guest.askEmail ? guestEmail : null}
      />
      <SummaryPayment card={card} />
      {guest.isGuest && guest.askEmail && <GuestEmail {...guest.field} />}
      <section className="panel" aria-label={t('totals.heading')}>
        <Totals totals={b.totals} currency={b.currency} />
      </section>
      {error && (
        <div className="form-alert" role="alert">
          <p>{changed ? tChecks('changed') : error}</p>
          {changed && (
            <Link
              className="button secondary"
              href={checkAgainHref(changed.printId, b.items.find((i) => i.printId === changed.printId)?.id)}
            >
              {tChecks('checkAgain')}
            </Link>
          )}
        </div>
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
  return (
    <SessionPage page="summary" section={useCheckoutSection()}>
      <Review />
    </SessionPage>
  );
}
