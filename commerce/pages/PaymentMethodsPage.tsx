import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BasketTotalLine } from '../components/BasketTotalLine';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import '../../src/auth/forms.css';
import { useCheckoutSection } from '../../src/ui/sections';
import { ErrorMessage, Loading } from '../../src/ui/Status';
import { attemptKey, checkout } from '../api/checkout-state';
import { commerceKeys, expressPurchase, listCards, retryPayment } from '../api/commerce-api';
import type { PurchaseAnswer } from '../api/types';
import { chooseCard } from '../checkout/choose-card';
import { GuestEmail } from '../checkout/GuestEmail';
import { isEmailAddress } from '../checkout/guest-email';
import { MethodChoice } from '../checkout/MethodChoice';
import { followPayment } from '../checkout/outcome';
import { cardPayment, currentMethod, type Method, reportFailure } from '../checkout/payment-method';
import { paymentFailureOf } from '../checkout/payment-failure';
import { RetryNotice } from '../checkout/RetryNotice';
import { useGuestEmail } from '../checkout/use-guest-email';
import { useRetryOrder } from '../checkout/use-retry-order';
import '../commerce.css';
import type { CardErrors } from '../components/CardFields';
import { useMoney } from '../components/money';
import { useCardErrors } from '../modals/AddNewCardModal';
import { SessionPage } from '../../src/auth/SessionPage';

function Choose() {
  const { t } = useTranslation('commerce');
  const money = useMoney();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { retryOrder, order, payable } = useRetryOrder();
  const cards = useQuery({ queryKey: commerceKeys.cards, queryFn: listCards, staleTime: 0 });
  const [method, setMethod] = useState<Method | null>(null);
  const [errors, setErrors] = useState<CardErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Issue 53: the decline is said at the card it was tried with until the next attempt.
  const [tried, setTried] = useState(false);
  const { t: tFailure } = useTranslation('payment-failure');
  // The wallet pays from this page. A guest gave the confirmation e-mail with the address (the
  // first step); it is asked here only when this tab does not have it.
  const guest = useGuestEmail();
  const cardErrors = useCardErrors();

  if (cards.isPending || (retryOrder && order.isPending)) return <Loading />;
  if (cards.isError) return <ErrorMessage message={t('errors.load')} onRetry={() => cards.refetch()} />;
  const saved = cards.data.cards;
  const current = currentMethod(method, saved);

  const failure = retryOrder && order.data && payable && !tried ? paymentFailureOf(order.data) : null;
  const declined = failure && { last4: failure.last4, text: tFailure(`reasons.${failure.reason}`) };

  const pay = async (answer: Promise<PurchaseAnswer>) => followPayment(await answer, navigate, queryClient);

  const payByWallet = async () => {
    const guestEmail = guest.isGuest && !retryOrder ? guest.email.trim() : undefined;
    if (guestEmail !== undefined && !isEmailAddress(guestEmail)) {
      guest.touch();
      return;
    }
    await pay(
      retryOrder
        ? retryPayment(retryOrder, attemptKey(), 'wallet')
        : expressPurchase(attemptKey(), guestEmail),
    );
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFormError(null);
    setTried(true);
    const form = new FormData(e.currentTarget);
    setBusy(true);
    try {
      if (current.kind === 'wallet') return await payByWallet();
      if (!(await chooseCard(current, saved, form, (flags) => setErrors(cardErrors(flags))))) return;
      if (retryOrder) await pay(retryPayment(retryOrder, attemptKey(), cardPayment(checkout.card!)));
      else navigate('/checkout/summary');
    } catch (err) {
      reportFailure(err);
      setFormError((err as Error).message || t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form-stack checkout-step" onSubmit={submit} noValidate>
      {!retryOrder && <BasketTotalLine />}
      {retryOrder && order.data && <RetryNotice order={order.data} payable={payable} />}
      <MethodChoice
        saved={saved}
        current={current}
        onChoose={setMethod}
        errors={errors}
        declined={declined}
      />
      {current.kind === 'wallet' && guest.isGuest && !retryOrder && guest.askEmail && (
        <GuestEmail {...guest.field} />
      )}
      {formError && (
        <p className="form-alert" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button full" disabled={busy || (retryOrder !== null && !payable)}>
        {retryOrder && order.data
          ? t('payment.payNow', { amount: money(order.data.totals.totalMinor, order.data.currency) })
          : current.kind === 'wallet'
            ? t('payment.walletContinue')
            : t('actions.continue')}
      </button>
    </form>
  );
}

export default function PaymentMethodsPage() {
  return (
    <SessionPage page="paymentMethods" section={useCheckoutSection()}>
      <Choose />
    </SessionPage>
  );
}
