import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../src/ui/modals/modal-store';
import { changeErrorText } from '../api/change-errors';
import { changeOrderLayout, commerceKeys } from '../api/commerce-api';
import type { Order } from '../api/types';
import { countdown, useNow } from '../api/use-live-order';
import { CancelOrderModal } from '../modals/CancelOrderModal';
import { ChangeAddressModal } from '../modals/ChangeAddressModal';
import { useDates } from './money';

/** The printer's answer to the last change or cancel asked of it, as one line. */
export function ChangeOutcomeNotice({ order }: { order: Order }) {
  const { t } = useTranslation('lifecycle');
  const o = order.changeOutcome;
  if (!o) return null;
  if (o.outcome === 'refused')
    return (
      <p className="form-alert" role="alert">
        {t('outcome.refused', { reason: o.reason ?? '' })}
      </p>
    );
  const text =
    o.outcome === 'pending'
      ? order.status === 'cancelling'
        ? t('outcome.cancelPending')
        : null
      : t(`outcome.${o.kind}Accepted`);
  return text ? (
    <p className="notice" role="status">
      {text}
    </p>
  ) : null;
}

/**
 * What the customer can still do with a paid order: inside the change window (counting down) or
 * after it (asked of the printer) change the address, print the latest design, or cancel; once
 * printing has started, why not.
 */
export function ChangeWindow({ order }: { order: Order }) {
  const { t } = useTranslation('lifecycle');
  const { t: tc } = useTranslation('commerce');
  const dates = useDates();
  const client = useQueryClient();
  const held = order.changeMode === 'held' && order.changeClosesAt !== null;
  const now = useNow(held);
  const relayout = useMutation({
    mutationFn: async () => {
      let next = order;
      for (const item of order.items) next = await changeOrderLayout(order.id, item.id);
      return next;
    },
    onSuccess: (next) => client.setQueryData(commerceKeys.order(order.id), next),
    // A refusal was recorded on the order: show it (and whatever else moved) now.
    onError: () => void client.invalidateQueries({ queryKey: commerceKeys.order(order.id) }),
  });
  if (!order.paidAt) return null;
  // Over (cancelled, or with the carrier): only the printer's last answer, if there is one.
  if (['cancelled', 'shipped', 'delivered'].includes(order.status))
    return <ChangeOutcomeNotice order={order} />;
  const left = held ? Date.parse(order.changeClosesAt!) - now : 0;
  return (
    <section className="panel" aria-labelledby="change-window-title">
      <h3 id="change-window-title">{held ? t('window.title') : t('window.afterTitle')}</h3>
      <ChangeOutcomeNotice order={order} />
      {held && (
        <>
          <p>
            <strong role="timer" aria-live="off">
              {t('window.countdown', { left: countdown(left) })}
            </strong>
          </p>
          <p className="muted">{t('window.until', { time: dates.dateTime(order.changeClosesAt!) })}</p>
        </>
      )}
      {order.changeMode === 'partner' && <p className="muted">{t('window.partner')}</p>}
      {!order.canChange && order.status === 'paid' && order.fulfilment?.status !== 'rejected' && (
        <p className="muted">{t('window.handingOff')}</p>
      )}
      {order.status === 'in_production' && <p className="muted">{t('window.closed')}</p>}
      {relayout.isError && (
        <p className="form-alert" role="alert">
          {changeErrorText(relayout.error, t)}
        </p>
      )}
      {order.canChange && (
        <div className="panel-actions">
          <button
            type="button"
            className="button secondary"
            onClick={() => openModal(ChangeAddressModal, { order })}
          >
            {t('window.changeAddress')}
          </button>
          <button
            type="button"
            className="button secondary"
            disabled={relayout.isPending}
            onClick={() => relayout.mutate()}
          >
            {t('window.useLatest')}
          </button>
          <button
            type="button"
            className="button danger"
            onClick={() => openModal(CancelOrderModal, { order })}
          >
            {tc('cancel.open')}
          </button>
        </div>
      )}
    </section>
  );
}
