import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import '../../auth/forms.css';
import { bcp47 } from '../../i18n/locales';
import { confirm, openModal } from '../../ui/modals/modal-store';
import { AddressModal } from './AddressModal';
import { useAccountSection } from '../../ui/sections';
import { ErrorMessage, Loading } from '../../ui/Status';
import { type Address, accountKeys, listAddresses, removeAddress } from './account-api';
import { SessionPage } from '../../auth/SessionPage';

function AddressCard({ address }: { address: Address }) {
  const { t, i18n } = useTranslation('account');
  const remove = useMutation({
    // The list follows by itself: the write marks it stale (api/query-client).
    mutationFn: () => removeAddress(address.uuid),
  });
  const country = new Intl.DisplayNames([bcp47(i18n.language)], { type: 'region' }).of(address.countryCode);
  const lines = [
    address.line1,
    address.line2,
    address.city,
    address.region,
    address.postcode,
    country,
  ].filter(Boolean);

  const askRemove = async () => {
    if (await confirm('delete_address')) remove.mutate();
  };

  return (
    <li className="panel" aria-label={address.fullName}>
      <h2>
        {address.fullName}
        {address.isDefault && <span className="muted"> · {t('addressBook.default')}</span>}
      </h2>
      <address style={{ fontStyle: 'normal' }}>
        {lines.map((l) => (
          <div key={l}>{l}</div>
        ))}
        {address.phoneNumber && <div>{address.phoneNumber}</div>}
      </address>
      {remove.isError && (
        <p className="form-alert" role="alert">
          {t('errors.generic')}
        </p>
      )}
      <div className="panel-actions">
        <button
          type="button"
          className="button secondary small"
          onClick={() => openModal(AddressModal, { address })}
        >
          {t('addressBook.edit')}
          <span className="visually-hidden"> {address.fullName}</span>
        </button>
        <button
          type="button"
          className="button secondary small"
          onClick={askRemove}
          disabled={remove.isPending}
        >
          {t('addressBook.delete')}
          <span className="visually-hidden"> {address.fullName}</span>
        </button>
      </div>
    </li>
  );
}

function AddressBook() {
  const { t } = useTranslation('account');
  const query = useQuery({ queryKey: accountKeys.addresses, queryFn: listAddresses });
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorMessage message={t('errors.load')} onRetry={() => query.refetch()} />;
  const { addresses } = query.data;
  return (
    <div className="form-stack" style={{ maxWidth: '36rem' }}>
      <button type="button" className="button" onClick={() => openModal(AddressModal)}>
        {t('addressBook.add')}
      </button>
      {addresses.length === 0 ? (
        <p className="muted">{t('addressBook.empty')}</p>
      ) : (
        <ul className="panel-list">
          {addresses.map((a) => (
            <AddressCard key={a.uuid} address={a} />
          ))}
        </ul>
      )}
    </div>
  );
}

export default function AddressBookPage() {
  return (
    <SessionPage page="addressBook" section={useAccountSection()}>
      <AddressBook />
    </SessionPage>
  );
}
