import { AddressForm as PostalAddressForm } from '../../src/ui/address/AddressForm';
import { deliverableCountry } from '../../src/ui/address/address-rules';
import { appState } from '../../src/state/app-state';
import { createAddress } from '../api/commerce-api';
import type { BookAddress } from '../api/types';

/** A new address for this order, checked against its country's rules and saved in the address book. */
export function AddressForm({
  onSaved,
  onCancel,
  submitLabel,
}: {
  onSaved: (a: BookAddress) => void;
  onCancel: () => void;
  submitLabel: string;
}) {
  return (
    <PostalAddressForm
      initialCountry={deliverableCountry(appState.country)}
      submitLabel={submitLabel}
      onCancel={onCancel}
      onSubmit={async (input) => onSaved((await createAddress(input)).address)}
    />
  );
}
