import { DeliveryPromise } from './DeliveryPromise';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { trackConversion } from '../../src/conversion/track-conversion';
import { ErrorMessage, Loading } from '../../src/ui/Status';
import { useLiveOrder } from '../api/use-live-order';
import { isOrderId } from '../api/use-order';
import { ChangeWindow } from './ChangeWindow';
import { StatusBadge } from './StatusBadge';
import { AddressLines } from '../pages/DeliveryAddressPage';
import { useMoney } from './money';
import { OrderTimeline } from './OrderTimeline';

/** An order's status with its timeline, lines, delivery and what can still be done with it. */
export function OrderStatus({ id }: { id: string | null }) {
  const { t } = useTranslation('commerce');
  const money = useMoney();
  const query = useLiveOrder(id);
  const order = query.data;
  const viewedId = order?.id;
  const viewedReference = order?.reference;
  const viewedCurrency = order?.currency;
  useEffect(() => {
    if (viewedId)
      trackConversion('order_details_viewed', { currency: viewedCurrency, transactionKey: viewedReference });
  }, [viewedId, viewedReference, viewedCurrency]);
  if (!isOrderId(id)) return <p>{t('errors.noOrder')}</p>;
  if (query.isPending) return <Loading />;
  if (query.isError || !order)
    return <ErrorMessage message={t('errors.load')} onRetry={() => query.refetch()} />;
  return (
    <div className="form-stack">
      <h2>{t('orders.reference', { reference: order.reference })}</h2>
      <p aria-live="polite">
        <StatusBadge order={order} />
      </p>
      <OrderTimeline order={order} />
      <ChangeWindow order={order} />
      <section className="panel">
        <h3>{t('summary.items')}</h3>
        <ul className="summary-items">
          {order.items.map((i) => (
            <li key={i.id}>
              <span>
                {i.quantity} × {i.title}
              </span>
              <span>{money(i.lineTotalMinor, order.currency)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="panel">
        <h3>{t('summary.delivery')}</h3>
        <AddressLines address={order.deliveryAddress} />
        <DeliveryPromise order={order} />
      </section>
      <div className="panel-actions">
        <Link href={`/account/order/transaction-summary?order=${order.id}`} className="button secondary">
          {t('orders.transactionSummary')}
        </Link>
        {(order.status === 'payment_failed' || order.status === 'placed') && (
          <Link href={`/checkout/payment-methods?order=${order.id}`} className="button">
            {t('confirmation.tryAgain')}
          </Link>
        )}
      </div>
    </div>
  );
}
