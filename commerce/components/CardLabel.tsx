import { useTranslation } from 'react-i18next';

/** Card schemes are names, the same in every language. */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

export function CardLabel({
  brand,
  last4,
  expMonth,
  expYear,
}: {
  brand: string;
  last4: string;
  expMonth?: number;
  expYear?: number;
}) {
  const { t } = useTranslation('commerce');
  const name = BRAND_NAMES[brand] ?? t('card.genericBrand');
  return (
    <span className="card-label">
      {t('card.label', { brand: name, last4 })}
      {expMonth !== undefined && expYear !== undefined && (
        <span className="muted">
          {' '}
          · {t('card.expires', { month: String(expMonth).padStart(2, '0'), year: expYear })}
        </span>
      )}
    </span>
  );
}
