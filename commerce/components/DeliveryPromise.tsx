import { useTranslation } from 'react-i18next';
import { ArrivesBy } from '../../src/ui/delivery/ArrivesBy';
import type { Order } from '../api/types';
import { useMoney } from './money';

/**
 * What an order was promised at payment (issue 53): its method and "arrives" dates as the basket
 * showed them, where the dates came from, and, once the late rule found it past them, that its
 * shipping was given back (server/order/late.ts).
 */
export function DeliveryPromise({ order }: { order: Order }) {
  const { t } = useTranslation(['commerce', 'delivery']);
  const money = useMoney();
  return (
    <div className="delivery-promise">
      <p>{t(`commerce:shipping.methods.${order.shippingMethod}`)}</p>
      <ArrivesBy window={order.estimatedDelivery} />
      {order.late && (
        <p className="form-notice" role="note">
          {order.late.shippingRefundMinor > 0
            ? t('delivery:late', { amount: money(order.late.shippingRefundMinor, order.currency) })
            : t('delivery:lateFree')}
        </p>
      )}
    </div>
  );
}
