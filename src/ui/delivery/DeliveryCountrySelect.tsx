import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_COUNTRIES } from '../../../contract/geo/countries';
import { callApi } from '../../api/client';
import { bcp47 } from '../../i18n/locales';
import { appState } from '../../state/app-state';
import { keepDeliveryCountry } from './delivery-country';

/**
 * "Deliver to": the one country delivery and VAT are priced for (issue 53), on the order step and
 * in the basket. `value` is the country the server priced for; a change goes to the basket on the
 * server (which forgets an address in another country), is kept in this browser like the
 * currency, and every basket and quote query refetches (a basket write makes them stale).
 */
export function DeliveryCountrySelect({ value }: { value: string }) {
  const { t, i18n } = useTranslation('delivery');
  const id = useId();
  const names = new Intl.DisplayNames([bcp47(i18n.language)], { type: 'region' });
  const countries = [...SUPPORTED_COUNTRIES].sort((a, b) =>
    (names.of(a) ?? a).localeCompare(names.of(b) ?? b, bcp47(i18n.language)),
  );
  const change = useMutation({
    mutationFn: (country: string) =>
      callApi('POST /basket/set-delivery-country', {
        query: { locale: appState.locale, country, currency: appState.currency },
        body: { country },
      }),
    onSuccess: (_answer, country) => keepDeliveryCountry(appState, country),
  });
  return (
    <div className="field delivery-country">
      <label htmlFor={id}>{t('deliverTo')}</label>
      <select
        id={id}
        value={change.isPending && change.variables ? change.variables : value}
        disabled={change.isPending}
        aria-describedby={`${id}-note`}
        onChange={(e) => change.mutate(e.target.value)}
      >
        {countries.map((code) => (
          <option key={code} value={code}>
            {names.of(code) ?? code}
          </option>
        ))}
      </select>
      <small id={`${id}-note`} className="muted">
        {t('countryNote')}
      </small>
      {change.isError && (
        <p role="alert" className="field-error">
          {t('changeFailed')}
        </p>
      )}
    </div>
  );
}
