import { useTranslation } from 'react-i18next';
import type { Order } from '../api/types';

/**
 * The order's one-word status: a printer's problem, "in the change window" while a paid order is
 * held, "cancelling" while the printer has not confirmed a cancel, else the order's own status.
 */
export function StatusBadge({
  order,
}: {
  order: Pick<Order, 'status' | 'partnerStatus'> & { changeMode?: Order['changeMode'] };
}) {
  const { t } = useTranslation('commerce');
  const { t: tl } = useTranslation('lifecycle');
  if (order.partnerStatus === 'rejected' && order.status !== 'cancelled')
    return <span className="status status-rejected">{t('fulfilment.problem')}</span>;
  if (order.status === 'cancelling')
    return <span className="status status-cancelling">{tl('status.cancelling')}</span>;
  if (order.status === 'paid' && order.changeMode === 'held')
    return <span className="status status-paid">{tl('status.window')}</span>;
  return <span className={`status status-${order.status}`}>{t(`status.${order.status}`)}</span>;
}
