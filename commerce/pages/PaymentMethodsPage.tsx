import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import '../../src/auth/forms.css';
import type { FieldApiError } from '../../src/auth/http';
import { RequireSession } from '../../src/auth/RequireSession';
import { logPlatformError } from '../../src/conversion/track-conversion';
import { PageFrame } from '../../src/ui/PageFrame';
import { useCheckoutSection } from '../../src/ui/sections';
import { ErrorMessage, Loading } from '../../src/ui/Status';
import { attemptKey, checkout } from '../api/checkout-state';
import {
  commerceKeys,
  expressPurchase,
  getOrder,
  listCards,
  retryPayment,
  tokeniseCard,
} from '../api/commerce-api';
import type { PurchaseAnswer } from '../api/types';
import { useSession } from '../../src/auth/SessionProvider';
import { GuestEmail } from '../checkout/GuestEmail';
import { isEmailAddress, rememberedGuestEmail, rememberGuestEmail } from '../checkout/guest-email';
import { followPayment } from '../checkout/outcome';
import '../commerce.css';
import { CardFields, type CardErrors, readCard } from '../components/CardFields';
import { CardLabel } from '../components/CardLabel';
import { useMoney } from '../components/money';
import { tokeniseErrors, useCardErrors } from '../modals/AddNewCardModal';

type Method = { kind: 'saved'; id: string } | { kind: 'new' } | { kind: 'wallet' };

/** A payment that cannot go through is a platform error when the server or network failed. */
function reportFailure(err: unknown) {
  const status = (err as FieldApiError).status ?? 0;
  if (status === 0 || status >= 500) logPlatformError((err as Error).message);
}

function Choose() {
  const { t } = useTranslation('commerce');
  const money = useMoney();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const search = new URLSearchParams(useSearch());
  const retryOrder = search.get('order');
  const cards = useQuery({ queryKey: commerceKeys.cards, queryFn: listCards, staleTime: 0 });
  const order = useQuery({
    queryKey: commerceKeys.order(retryOrder ?? 'none'),
    queryFn: () => getOrder(retryOrder!),
    enabled: retryOrder !== null,
    staleTime: 0,
  });
  const [method, setMethod] = useState<Method | null>(null);
  const [errors, setErrors] = useState<CardErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The wallet pays from this page. A guest gave the confirmation e-mail with the address (the
  // first step); it is asked here only when this tab does not have it.
  const isGuest = useSession().data?.user.isGuest ?? false;
  const [email, setEmail] = useState(rememberedGuestEmail);
  const [emailTouched, setEmailTouched] = useState(false);
  const [askEmail] = useState(() => !isEmailAddress(rememberedGuestEmail().trim()));
  const cardErrors = useCardErrors();

  if (cards.isPending || (retryOrder && order.isPending)) return <Loading />;
  if (cards.isError) return <ErrorMessage message={t('errors.load')} onRetry={() => cards.refetch()} />;
  const saved = cards.data.cards;
  const current: Method = method ?? (saved[0] ? { kind: 'saved', id: saved[0].id } : { kind: 'new' });
  const lastPayment = order.data?.payments.at(-1);
  const payable = order.data && (order.data.status === 'payment_failed' || order.data.status === 'placed');

  const pay = async (answer: Promise<PurchaseAnswer>) => followPayment(await answer, navigate, queryClient);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFormError(null);
    const form = new FormData(e.currentTarget);
    setBusy(true);
    try {
      if (current.kind === 'wallet') {
        const guestEmail = isGuest && !retryOrder ? email.trim() : undefined;
        if (guestEmail !== undefined && !isEmailAddress(guestEmail)) {
          setEmailTouched(true);
          return;
        }
        await pay(
          retryOrder
            ? retryPayment(retryOrder, attemptKey(), 'wallet')
            : expressPurchase(attemptKey(), guestEmail),
        );
        return;
      }
      if (current.kind === 'saved') {
        const card = saved.find((c) => c.id === current.id)!;
        checkout.card = { kind: 'saved', id: card.id, brand: card.brand, last4: card.last4 };
      } else {
        const { card, errors: found } = readCard(form);
        setErrors(cardErrors(found));
        if (Object.keys(found).length > 0) return;
        try {
          const token = await tokeniseCard(card);
          checkout.card = { kind: 'new', save: form.get('saveCard') === 'on', ...token };
        } catch (err) {
          const flags = tokeniseErrors(err);
          if (Object.keys(flags).length === 0) throw err;
          setErrors(cardErrors(flags));
          return;
        }
      }
      if (retryOrder) {
        const c = checkout.card!;
        await pay(
          retryPayment(
            retryOrder,
            attemptKey(),
            c.kind === 'saved' ? { cardId: c.id } : { token: c.token, save: c.save },
          ),
        );
      } else {
        navigate('/checkout/summary');
      }
    } catch (err) {
      reportFailure(err);
      setFormError((err as Error).message || t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form-stack checkout-step" onSubmit={submit} noValidate>
      {retryOrder && order.data && (
        <div className="form-alert" role="alert">
          <p>{t('payment.declined', { reference: order.data.reference })}</p>
          {lastPayment?.declineMessage && (
            <p>{t(`payment.declineReasons.${lastPayment.status === 'declined' ? 'declined' : 'other'}`)}</p>
          )}
        </div>
      )}
      {retryOrder && order.data && !payable && <p>{t('payment.nothingToPay')}</p>}
      <fieldset className="choice-group">
        <legend>{t('payment.choose')}</legend>
        {saved.map((c) => (
          <label key={c.id} className="choice">
            <input
              type="radio"
              name="method"
              checked={current.kind === 'saved' && current.id === c.id}
              onChange={() => setMethod({ kind: 'saved', id: c.id })}
            />
            <CardLabel brand={c.brand} last4={c.last4} expMonth={c.expMonth} expYear={c.expYear} />
          </label>
        ))}
        <label className="choice">
          <input
            type="radio"
            name="method"
            checked={current.kind === 'new'}
            onChange={() => setMethod({ kind: 'new' })}
          />
          {t('payment.newCard')}
        </label>
        <label className="choice">
          <input
            type="radio"
            name="method"
            checked={current.kind === 'wallet'}
            onChange={() => setMethod({ kind: 'wallet' })}
          />
          {t('payment.wallet')}
        </label>
      </fieldset>
      {current.kind === 'new' && (
        <div className="panel">
          <CardFields errors={errors} />
          <label className="check">
            <input type="checkbox" name="saveCard" />
            {t('payment.saveCard')}
          </label>
        </div>
      )}
      {current.kind === 'wallet' && isGuest && !retryOrder && askEmail && (
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
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.paymentMethods.title')}
      intro={t('pages.paymentMethods.intro')}
      section={useCheckoutSection()}
    >
      <RequireSession>
        <Choose />
      </RequireSession>
    </PageFrame>
  );
}
