import { useTranslation } from 'react-i18next';
import { bcp47 } from '../../src/i18n/locales';
import type { PostalAddress } from '../api/types';

/** An address on one line, as a label reads it: the parts it has, comma-separated, the country by name. */
export function addressText(address: PostalAddress, countryName: string | undefined): string {
  return [
    address.fullName,
    address.line1,
    address.line2,
    `${address.postcode} ${address.city}`,
    address.region,
    countryName,
  ]
    .filter(Boolean)
    .join(', ');
}

export function AddressLines({ address }: { address: PostalAddress }) {
  const { i18n } = useTranslation();
  const country = new Intl.DisplayNames([bcp47(i18n.language)], { type: 'region' }).of(address.countryCode);
  return <address className="address-lines">{addressText(address, country)}</address>;
}
