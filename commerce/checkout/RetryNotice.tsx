import { useTranslation } from 'react-i18next';
import type { getOrder } from '../api/commerce-api';
import { paymentFailureOf } from './payment-failure';
import { PaymentFailureNotice } from './PaymentFailureNotice';

/** Why the order is being paid again (its payment was declined), or that it has nothing left to pay. */
export function RetryNotice({
  order,
  payable,
}: {
  order: Awaited<ReturnType<typeof getOrder>>;
  payable: boolean;
}) {
  const { t } = useTranslation('commerce');
  const failure = paymentFailureOf(order);
  return (
    <>
      {payable && failure && <PaymentFailureNotice reference={order.reference} failure={failure} />}
      {payable && !failure && (
        <div className="form-alert" role="alert">
          <p>{t('payment.declined', { reference: order.reference })}</p>
        </div>
      )}
      {!payable && <p>{t('payment.nothingToPay')}</p>}
    </>
  );
}
