import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '../../src/ui/modals/modal-store';
import type { BookAddress } from '../api/types';
import { AddressForm } from '../components/AddressForm';

type Props = { onSaved: (a: BookAddress) => void };

/** The delivery address modal (SPEC §9 kind 5): a new address for this order, kept in the address book. */
export function DeliveryAddressModal({ titleId, close, props }: ModalContentProps<Props>) {
  const { t } = useTranslation('commerce');
  return (
    <div>
      <h2 id={titleId}>{t('address.deliveryTitle')}</h2>
      <AddressForm
        submitLabel={t('address.useThis')}
        onCancel={close}
        onSaved={(a) => {
          props.onSaved(a);
          close();
        }}
      />
    </div>
  );
}

/** The billing address modal (SPEC §9 kind 3): where the card's statements go, when not the delivery address. */
export function BillingAddressModal({ titleId, close, props }: ModalContentProps<Props>) {
  const { t } = useTranslation('commerce');
  return (
    <div>
      <h2 id={titleId}>{t('address.billingTitle')}</h2>
      <AddressForm
        submitLabel={t('address.useThis')}
        onCancel={close}
        onSaved={(a) => {
          props.onSaved(a);
          close();
        }}
      />
    </div>
  );
}
