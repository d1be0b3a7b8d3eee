import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import '../../src/auth/forms.css';
import { RequireSession } from '../../src/auth/RequireSession';
import { useSession } from '../../src/auth/SessionProvider';
import { trackConversion } from '../../src/conversion/track-conversion';
import { bcp47 } from '../../src/i18n/locales';
import { openModal } from '../../src/ui/modals/modal-store';
import { DeliveryAddressModal } from '../modals/AddressModals';
import { BillingAddressModal } from '../modals/AddressModals';
import { PageFrame } from '../../src/ui/PageFrame';
import { useCheckoutSection } from '../../src/ui/sections';
import { ErrorMessage, Loading } from '../../src/ui/Status';
import { commerceKeys, listAddresses, setDeliveryAddress } from '../api/commerce-api';
import type { BookAddress, PostalAddress } from '../api/types';
import { useBasket, useBasketChange } from '../api/use-basket';
import { GuestEmail } from '../checkout/GuestEmail';
import { isEmailAddress, rememberedGuestEmail, rememberGuestEmail } from '../checkout/guest-email';
import '../commerce.css';

export function AddressLines({ address }: { address: PostalAddress }) {
  const { i18n } = useTranslation();
  const country = new Intl.DisplayNames([bcp47(i18n.language)], { type: 'region' }).of(address.countryCode);
  return (
    <address className="address-lines">
      {[
        address.fullName,
        address.line1,
        address.line2,
        `${address.postcode} ${address.city}`,
        address.region,
        country,
      ]
        .filter(Boolean)
        .join(', ')}
    </address>
  );
}

const sameAddress = (a: PostalAddress, b: PostalAddress) =>
  a.line1 === b.line1 &&
  a.postcode === b.postcode &&
  a.fullName === b.fullName &&
  a.countryCode === b.countryCode;

function Choose() {
  const { t } = useTranslation('commerce');
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const basket = useBasket();
  const book = useQuery({ queryKey: commerceKeys.addresses, queryFn: listAddresses, staleTime: 0 });
  const [chosen, setChosen] = useState<string | null>(null);
  const [billing, setBilling] = useState<BookAddress | null>(null);
  const [separateBilling, setSeparateBilling] = useState(false);
  const [missing, setMissing] = useState(false);
  // A guest gives the e-mail for the confirmation here, with the address (the first step), not on
  // the last screen; it is kept for this tab and sent with the purchase. An account has one.
  const isGuest = useSession().data?.user.isGuest ?? false;
  const [email, setEmail] = useState(rememberedGuestEmail);
  const [emailTouched, setEmailTouched] = useState(false);
  const save = useBasketChange((vars: { delivery: string; billing: string | null }) =>
    setDeliveryAddress(
      { addressUuid: vars.delivery },
      vars.billing ? { addressUuid: vars.billing } : undefined,
    ),
  );

  const addresses = book.data?.addresses;
  useEffect(() => {
    if (chosen || !addresses || addresses.length === 0) return;
    const current = basket.data?.deliveryAddress;
    const match = current ? addresses.find((a) => sameAddress(a, current)) : undefined;
    setChosen((match ?? addresses.find((a) => a.isDefault) ?? addresses[0])!.uuid);
  }, [addresses, basket.data, chosen]);

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
    const emailMissing = isGuest && !isEmailAddress(email.trim());
    if (emailMissing) setEmailTouched(true);
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
      {isGuest && (
        <GuestEmail
          value={email}
          onChange={(value) => {
            setEmail(value);
            rememberGuestEmail(value.trim());
          }}
          touched={emailTouched}
          onBlur={() => setEmailTouched(true)}
        />
      )}
      <fieldset className="choice-group">
        <legend>{t('address.chooseDelivery')}</legend>
        {addresses!.length === 0 && <p className="muted">{t('address.none')}</p>}
        {addresses!.map((a) => (
          <label key={a.uuid} className="choice">
            <input
              type="radio"
              name="delivery"
              value={a.uuid}
              checked={chosen === a.uuid}
              onChange={() => setChosen(a.uuid)}
            />
            <AddressLines address={a} />
          </label>
        ))}
      </fieldset>
      {missing && !chosen && (
        <p className="form-alert" role="alert">
          {t('address.pickOne')}
        </p>
      )}
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
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.deliveryAddress.title')}
      intro={t('pages.deliveryAddress.intro')}
      section={useCheckoutSection()}
    >
      <RequireSession>
        <Choose />
      </RequireSession>
    </PageFrame>
  );
}
