import { Arrival } from '../components/Arrival';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { RequireSession } from '../../src/auth/RequireSession';
import { useSession } from '../../src/auth/SessionProvider';
import { AccountOffer } from '../checkout/AccountOffer';
import { trackConversion } from '../../src/conversion/track-conversion';
import { PageFrame } from '../../src/ui/PageFrame';
import { ErrorMessage, Loading } from '../../src/ui/Status';
import { isOrderId, useOrder } from '../api/use-order';
import '../../src/auth/forms.css';
import '../commerce.css';
import { useMoney } from '../components/money';

const TRACKED = 'bindery:ordered-tracked';

function Confirmation() {
  const { t } = useTranslation('commerce');
  const money = useMoney();
  const id = new URLSearchParams(useSearch()).get('order');
  const query = useOrder(id);
  const isGuest = useSession().data?.user.isGuest ?? false;
  // Shown to a guest, and kept once shown: creating the account ends the guest, not the offer's answer.
  const [offerAccount, setOfferAccount] = useState(false);
  useEffect(() => {
    if (isGuest) setOfferAccount(true);
  }, [isGuest]);
  const order = query.data;
  useEffect(() => {
    if (order?.status !== 'paid') return;
    // Once per order, even if the page is reloaded.
    const done = sessionStorage.getItem(TRACKED)?.split(',') ?? [];
    if (done.includes(order.id)) return;
    sessionStorage.setItem(TRACKED, [...done, order.id].join(','));
    trackConversion('basket_ordered', {
      products: order.items.map((i) => ({
        productCode: i.productCode,
        price: i.unitPriceMinor / 100,
        quantity: i.quantity,
      })),
      currency: order.billing_currency,
      totalPrice: order.basket_value_in_billing_currency_decimal,
      transactionKey: order.transaction_reference,
      voucherCodes: order.voucher_codes,
    });
  }, [order]);
  if (!isOrderId(id)) return <p>{t('errors.noOrder')}</p>;
  if (query.isPending) return <Loading />;
  if (query.isError || !order)
    return <ErrorMessage message={t('errors.load')} onRetry={() => query.refetch()} />;
  if (order.status === 'payment_failed' || order.status === 'placed') {
    return (
      <div className="form-stack">
        <p className="form-alert" role="alert">
          {t('confirmation.notPaid', { reference: order.reference })}
        </p>
        <Link href={`/checkout/payment-methods?order=${order.id}&declined=1`} className="button">
          {t('confirmation.tryAgain')}
        </Link>
      </div>
    );
  }
  return (
    <div className="form-stack">
      <p className="confirmation-lead">{t('confirmation.thanks', { reference: order.reference })}</p>
      <p>
        {t('confirmation.paid', { amount: money(order.totals.totalMinor, order.currency) })}{' '}
        <Arrival earliest={order.estimatedDelivery.earliest} latest={order.estimatedDelivery.latest} />
      </p>
      <p className="muted wraps-anywhere">
        {order.email ? t('confirmation.emailTo', { email: order.email }) : t('confirmation.email')}
      </p>
      <Link href={`/account/order/status/${order.id}`} className="button">
        {t('confirmation.follow')}
      </Link>
      {offerAccount && order.email && <AccountOffer email={order.email} />}
    </div>
  );
}

export default function ConfirmationPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.confirmation.title')}>
      <RequireSession>
        <Confirmation />
      </RequireSession>
    </PageFrame>
  );
}
