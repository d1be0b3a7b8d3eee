import { useTranslation } from 'react-i18next';
import type { SavedCard } from '../api/types';
import { CardFields, type CardErrors } from '../components/CardFields';
import { CardLabel } from '../components/CardLabel';
import type { Method } from './payment-method';

/** The ways to pay as radios (each saved card, a new card, the wallet), and a new card's fields. */
export function MethodChoice({
  saved,
  current,
  onChoose,
  errors,
}: {
  saved: readonly SavedCard[];
  current: Method;
  onChoose: (method: Method) => void;
  errors: CardErrors;
}) {
  const { t } = useTranslation('commerce');
  return (
    <>
      <fieldset className="choice-group">
        <legend>{t('payment.choose')}</legend>
        {saved.map((c) => (
          <label key={c.id} className="choice">
            <input
              type="radio"
              name="method"
              checked={current.kind === 'saved' && current.id === c.id}
              onChange={() => onChoose({ kind: 'saved', id: c.id })}
            />
            <CardLabel brand={c.brand} last4={c.last4} expMonth={c.expMonth} expYear={c.expYear} />
          </label>
        ))}
        <label className="choice">
          <input
            type="radio"
            name="method"
            checked={current.kind === 'new'}
            onChange={() => onChoose({ kind: 'new' })}
          />
          {t('payment.newCard')}
        </label>
        <label className="choice">
          <input
            type="radio"
            name="method"
            checked={current.kind === 'wallet'}
            onChange={() => onChoose({ kind: 'wallet' })}
          />
          {t('payment.wallet')}
        </label>
      </fieldset>
      {current.kind === 'new' && (
        <div className="panel">
          <CardFields errors={errors} />
          <label className="check">
            <input type="checkbox" name="saveCard" />
            {t('payment.saveCard')}
          </label>
        </div>
      )}
    </>
  );
}
