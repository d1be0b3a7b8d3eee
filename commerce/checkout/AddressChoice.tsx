import { useTranslation } from 'react-i18next';
import type { BookAddress } from '../api/types';
import { AddressLines } from '../components/AddressLines';

/** The address book's addresses as radios, and "pick one" once the customer went on without one. */
export function AddressChoice({
  addresses,
  chosen,
  onChoose,
  missing,
}: {
  addresses: readonly BookAddress[];
  chosen: string | null;
  onChoose: (uuid: string) => void;
  missing: boolean;
}) {
  const { t } = useTranslation('commerce');
  return (
    <>
      <fieldset className="choice-group">
        <legend>{t('address.chooseDelivery')}</legend>
        {addresses.length === 0 && <p className="muted">{t('address.none')}</p>}
        {addresses.map((a) => (
          <label key={a.uuid} className="choice">
            <input
              type="radio"
              name="delivery"
              value={a.uuid}
              checked={chosen === a.uuid}
              onChange={() => onChoose(a.uuid)}
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
    </>
  );
}
