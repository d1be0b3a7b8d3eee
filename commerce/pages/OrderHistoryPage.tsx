import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import '../../src/auth/forms.css';
import { useAccountSection } from '../../src/ui/sections';
import { ErrorMessage, Loading } from '../../src/ui/Status';
import { useLiveOrders } from '../api/use-live-order';
import '../commerce.css';
import { useDates, useMoney } from '../components/money';
import { TrackingLink } from '../components/OrderTimeline';
import { StatusBadge } from '../components/StatusBadge';
import { SessionPage } from '../../src/auth/SessionPage';

function Orders() {
  const { t } = useTranslation('commerce');
  const money = useMoney();
  const dates = useDates();
  const query = useLiveOrders();
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
            <StatusBadge order={o} />
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
