import { useQueryClient } from '@tanstack/react-query';
import { BasketTotalLine } from '../components/BasketTotalLine';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import '../../src/auth/forms.css';
import { trackConversion } from '../../src/conversion/track-conversion';
import { openModal } from '../../src/ui/modals/modal-store';
import { BillingAddressModal, DeliveryAddressModal } from '../modals/AddressModals';
import { useCheckoutSection } from '../../src/ui/sections';
import { ErrorMessage, Loading } from '../../src/ui/Status';
import { commerceKeys, setDeliveryAddress } from '../api/commerce-api';
import type { BookAddress } from '../api/types';
import { useBasketChange } from '../api/use-basket';
import { AddressChoice } from '../checkout/AddressChoice';
import { GuestEmail } from '../checkout/GuestEmail';
import { isEmailAddress } from '../checkout/guest-email';
import { useAddressChoice } from '../checkout/use-address-choice';
import { useGuestEmail } from '../checkout/use-guest-email';
import { AddressLines } from '../components/AddressLines';
import '../commerce.css';
import { SessionPage } from '../../src/auth/SessionPage';

// Other checkout pages and the order status show addresses the same way.
export { AddressLines } from '../components/AddressLines';

function Choose() {
  const { t } = useTranslation('commerce');
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { basket, book, addresses, chosen, setChosen } = useAddressChoice();
  const [billing, setBilling] = useState<BookAddress | null>(null);
  const [separateBilling, setSeparateBilling] = useState(false);
  const [missing, setMissing] = useState(false);
  // A guest gives the e-mail for the confirmation here, with the address (the first step), not on
  // the last screen; it is kept for this tab and sent with the purchase. An account has one.
  const guest = useGuestEmail({ rememberTrimmed: true });
  const save = useBasketChange((vars: { delivery: string; billing: string | null }) =>
    setDeliveryAddress(
      { addressUuid: vars.delivery },
      vars.billing ? { addressUuid: vars.billing } : undefined,
    ),
  );

  if (book.isPending || basket.isPending) return <Loading />;
  if (book.isError || basket.isError)
    return <ErrorMessage message={t('errors.load')} onRetry={() => book.refetch()} />;

  const added = async (a: BookAddress) => {
    await queryClient.invalidateQueries({ queryKey: commerceKeys.addresses });
    setChosen(a.uuid);
    trackConversion('delivery_address_added');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const emailMissing = guest.isGuest && !isEmailAddress(guest.email.trim());
    if (emailMissing) guest.touch();
    if (!chosen) setMissing(true);
    if (emailMissing) {
      (e.currentTarget as HTMLFormElement).querySelector<HTMLInputElement>('input[name="email"]')?.focus();
      return;
    }
    if (!chosen) return;
    save.mutate(
      { delivery: chosen, billing: separateBilling && billing ? billing.uuid : null },
      { onSuccess: () => navigate('/checkout/shipping-options') },
    );
  };

  return (
    <form className="form-stack checkout-step" onSubmit={submit} noValidate>
      <BasketTotalLine />
      {guest.isGuest && <GuestEmail {...guest.field} />}
      <AddressChoice addresses={addresses!} chosen={chosen} onChoose={setChosen} missing={missing} />
      <button
        type="button"
        className="button secondary"
        onClick={() => openModal(DeliveryAddressModal, { onSaved: added })}
      >
        {t('address.addNew')}
      </button>
      <label className="check">
        <input
          type="checkbox"
          checked={!separateBilling}
          onChange={(e) => setSeparateBilling(!e.target.checked)}
        />
        {t('address.billingSame')}
      </label>
      {separateBilling && (
        <div className="panel">
          {billing ? <AddressLines address={billing} /> : <p className="muted">{t('address.billingNone')}</p>}
          <button
            type="button"
            className="button secondary small"
            onClick={() => openModal(BillingAddressModal, { onSaved: setBilling })}
          >
            {t('address.billingAdd')}
          </button>
        </div>
      )}
      {save.isError && (
        <p className="form-alert" role="alert">
          {save.error.message}
        </p>
      )}
      <button
        type="submit"
        className="button full"
        disabled={save.isPending || (separateBilling && !billing)}
      >
        {t('actions.continue')}
      </button>
    </form>
  );
}

export default function DeliveryAddressPage() {
  return (
    <SessionPage page="deliveryAddress" section={useCheckoutSection()}>
      <Choose />
    </SessionPage>
  );
}
