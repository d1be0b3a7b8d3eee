import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import '../../src/auth/forms.css';
import { RequireSession } from '../../src/auth/RequireSession';
import { PageFrame } from '../../src/ui/PageFrame';
import { useAccountSection } from '../../src/ui/sections';
import { ErrorMessage, Loading } from '../../src/ui/Status';
import { isOrderId, useOrder } from '../api/use-order';
import '../commerce.css';
import { CardLabel } from '../components/CardLabel';
import { useDates, useMoney } from '../components/money';
import { Totals } from '../components/Totals';

function Summary() {
  const { t } = useTranslation('commerce');
  const money = useMoney();
  const dates = useDates();
  const id = new URLSearchParams(useSearch()).get('order');
  const query = useOrder(id);
  if (!isOrderId(id)) return <p>{t('errors.noOrder')}</p>;
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorMessage message={t('errors.load')} onRetry={() => query.refetch()} />;
  const order = query.data;
  return (
    <div className="form-stack">
      <h2>{t('orders.reference', { reference: order.reference })}</h2>
      <section className="panel" aria-label={t('totals.heading')}>
        <Totals totals={order.totals} currency={order.currency} />
        {order.voucherCodes.length > 0 && (
          <p className="muted">{t('transaction.vouchers', { codes: order.voucherCodes.join(', ') })}</p>
        )}
      </section>
      <section className="panel">
        <h3>{t('transaction.payments')}</h3>
        <ul className="summary-items">
          {order.payments.map((p) => (
            <li key={p.id}>
              <span>
                {p.method === 'wallet' ? (
                  t('payment.walletName')
                ) : (
                  <CardLabel brand={p.cardBrand ?? 'card'} last4={p.cardLast4 ?? ''} />
                )}
                <span className="muted"> · {dates.dateTime(p.createdAt)}</span>
                <br />
                <span className={`status status-payment-${p.status}`}>
                  {t(`transaction.status.${p.status}`)}
                </span>
              </span>
              <span>{money(p.amountMinor, p.currency)}</span>
            </li>
          ))}
        </ul>
      </section>
      <Link href={`/account/order/status/${order.id}`}>{t('transaction.back')}</Link>
    </div>
  );
}

export default function TransactionSummaryPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.transactionSummary.title')}
      intro={t('pages.transactionSummary.intro')}
      section={useAccountSection()}
    >
      <RequireSession>
        <Summary />
      </RequireSession>
    </PageFrame>
  );
}
