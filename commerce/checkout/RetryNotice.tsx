import { useTranslation } from 'react-i18next';
import type { getOrder } from '../api/commerce-api';

/** Why the order is being paid again (its payment was declined), or that it has nothing left to pay. */
export function RetryNotice({
  order,
  payable,
}: {
  order: Awaited<ReturnType<typeof getOrder>>;
  payable: boolean;
}) {
  const { t } = useTranslation('commerce');
  const lastPayment = order.payments.at(-1);
  return (
    <>
      <div className="form-alert" role="alert">
        <p>{t('payment.declined', { reference: order.reference })}</p>
        {lastPayment?.declineMessage && (
          <p>{t(`payment.declineReasons.${lastPayment.status === 'declined' ? 'declined' : 'other'}`)}</p>
        )}
      </div>
      {!payable && <p>{t('payment.nothingToPay')}</p>}
    </>
  );
}
