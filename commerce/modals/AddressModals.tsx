import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '../../src/ui/modals/modal-store';
import type { BookAddress } from '../api/types';
import { AddressForm } from '../components/AddressForm';

type Props = { onSaved: (a: BookAddress) => void };

/** A new address for this order, kept in the address book, under the title of its kind. */
function OrderAddressModal({
  titleId,
  close,
  props,
  title,
}: ModalContentProps<Props> & { title: 'address.deliveryTitle' | 'address.billingTitle' }) {
  const { t } = useTranslation('commerce');
  return (
    <div>
      <h2 id={titleId}>{t(title)}</h2>
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

/** The delivery address modal (SPEC §9 kind 5). */
export const DeliveryAddressModal = (p: ModalContentProps<Props>) => (
  <OrderAddressModal {...p} title="address.deliveryTitle" />
);

/** The billing address modal (SPEC §9 kind 3): where the card's statements go, when not the delivery address. */
export const BillingAddressModal = (p: ModalContentProps<Props>) => (
  <OrderAddressModal {...p} title="address.billingTitle" />
);
