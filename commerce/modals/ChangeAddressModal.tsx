import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressForm } from '../../src/ui/address/AddressForm';
import type { ModalContentProps } from '../../src/ui/modals/modal-store';
import { changeErrorText } from '../api/change-errors';
import { changeOrderAddress, commerceKeys } from '../api/commerce-api';
import type { Order } from '../api/types';

/**
 * A new delivery address for a paid order, in the same country (delivery and VAT were charged for
 * it). After the change window the printer is asked; its refusal is shown here with its reason.
 */
export function ChangeAddressModal({ titleId, close, props }: ModalContentProps<{ order: Order }>) {
  const { t } = useTranslation('lifecycle');
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const { order } = props;
  const { countryCode, ...initial } = order.deliveryAddress;
  return (
    <div className="form-stack">
      <h2 id={titleId}>{t('address.title')}</h2>
      {problem && (
        <p className="form-alert" role="alert">
          {problem}
        </p>
      )}
      <AddressForm
        initial={{
          ...initial,
          line2: initial.line2 ?? '',
          region: initial.region ?? '',
          phoneNumber: initial.phoneNumber ?? '',
        }}
        initialCountry={countryCode}
        submitLabel={t('address.save')}
        onCancel={close}
        onSubmit={async (address) => {
          setProblem(null);
          try {
            const next = await changeOrderAddress(order.id, {
              ...address,
              line2: address.line2 || null,
              region: address.region || null,
              phoneNumber: address.phoneNumber || null,
            });
            client.setQueryData(commerceKeys.order(order.id), next);
            close();
          } catch (err) {
            setProblem(changeErrorText(err, t));
            void client.invalidateQueries({ queryKey: commerceKeys.order(order.id) });
          }
        }}
      />
    </div>
  );
}
