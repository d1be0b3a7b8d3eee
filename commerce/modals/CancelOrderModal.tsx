import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '../../src/ui/modals/modal-store';
import { changeErrorText } from '../api/change-errors';
import { cancelOrder, commerceKeys } from '../api/commerce-api';
import type { Order } from '../api/types';

/**
 * The cancel order modal (SPEC §9 kind 4): a refund follows for a paid order, at once in the change
 * window, once the printer confirms after it; the printer's refusal is shown here with its reason.
 */
export function CancelOrderModal({ titleId, close, props }: ModalContentProps<{ order: Order }>) {
  const { t } = useTranslation('commerce');
  const { t: tl } = useTranslation('lifecycle');
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelOrder(props.order.id),
    onSuccess: (order) => {
      queryClient.setQueryData(commerceKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: commerceKeys.orders, exact: true });
      close();
    },
    // A refusal was recorded on the order: the page behind shows it too.
    onError: () => void queryClient.invalidateQueries({ queryKey: commerceKeys.order(props.order.id) }),
  });
  return (
    <div className="form-stack">
      <h2 id={titleId}>{t('cancel.title')}</h2>
      <p>
        {t(props.order.paidAt ? 'cancel.messagePaid' : 'cancel.message', {
          reference: props.order.reference,
        })}
      </p>
      {cancel.isError && (
        <p className="form-alert" role="alert">
          {changeErrorText(cancel.error, tl)}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={close}>
          {t('cancel.keep')}
        </button>
        <button
          type="button"
          className="button danger"
          onClick={() => cancel.mutate()}
          disabled={cancel.isPending}
        >
          {t('cancel.confirm')}
        </button>
      </div>
    </div>
  );
}
