import { useTranslation } from 'react-i18next';
import { AddressForm } from '../../ui/address/AddressForm';
import { defaultCountry } from '../../ui/address/address-rules';
import type { ModalContentProps } from '../../ui/modals/modal-store';
import { type Address, saveAddress } from './account-api';

/** The address modal (SPEC §9 kind 1): add or edit one address, checked against its country's rules. */
export function AddressModal({ titleId, close, props }: ModalContentProps<{ address?: Address }>) {
  const { t, i18n } = useTranslation('account');
  const editing = props.address;
  return (
    <AddressForm
      heading={<h2 id={titleId}>{editing ? t('address.editTitle') : t('address.addTitle')}</h2>}
      initial={editing}
      initialCountry={editing?.countryCode ?? defaultCountry(i18n.language)}
      defaultChoice={editing?.isDefault ?? false}
      submitLabel={t('actions.save')}
      onCancel={close}
      onSubmit={async (input) => {
        // The address book follows by itself: the write marks it stale (api/query-client).
        await saveAddress(input, editing?.uuid);
        close();
      }}
    />
  );
}
