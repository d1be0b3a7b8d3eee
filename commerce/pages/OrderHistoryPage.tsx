import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import '../../src/auth/forms.css';
import { useAccountSection } from '../../src/ui/sections';
import { ErrorMessage, Loading } from '../../src/ui/Status';
import { commerceKeys, listOrders } from '../api/commerce-api';
import '../commerce.css';
import { useDates, useMoney } from '../components/money';
import { TrackingLink } from '../components/OrderTimeline';
import { SessionPage } from '../../src/auth/SessionPage';

function Orders() {
  const { t } = useTranslation('commerce');
  const money = useMoney();
  const dates = useDates();
  const query = useQuery({
    queryKey: commerceKeys.orders,
    queryFn: listOrders,
    staleTime: 0,
    refetchOnMount: 'always',
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorMessage message={t('errors.load')} onRetry={() => query.refetch()} />;
  if (query.data.orders.length === 0) return <p className="muted">{t('orders.none')}</p>;
  return (
    <ul className="panel-list">
      {query.data.orders.map((o) => (
        <li key={o.id} className="panel">
          <h2>
            <Link href={`/account/order/status/${o.id}`}>
              {t('orders.reference', { reference: o.reference })}
            </Link>
          </h2>
          <p>
            {o.title}
            {o.itemCount > 1 && ` · ${t('orders.items', { count: o.itemCount })}`}
          </p>
          <p className="order-meta">
            {o.partnerStatus === 'rejected' && o.status !== 'cancelled' ? (
              <span className="status status-rejected">{t('fulfilment.problem')}</span>
            ) : (
              <span className={`status status-${o.status}`}>{t(`status.${o.status}`)}</span>
            )}
            <span>{dates.day(o.placedAt)}</span>
            <strong>{money(o.totals.totalMinor, o.currency)}</strong>
          </p>
          {o.trackingUrl && o.status !== 'cancelled' && (
            <p>
              <TrackingLink url={o.trackingUrl} />
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

export default function OrderHistoryPage() {
  return (
    <SessionPage page="orderHistory" section={useAccountSection()}>
      <Orders />
    </SessionPage>
  );
}
