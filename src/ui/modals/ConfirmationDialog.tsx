import { useTranslation } from 'react-i18next';
import { type ConfirmationKind, DESTRUCTIVE_CONFIRMATIONS } from './kinds';
import type { ConfirmationOptions } from './modal-store';

interface Props {
  kind: ConfirmationKind;
  options: ConfirmationOptions;
  titleId: string;
  onAnswer: (confirmed: boolean) => void;
}

/** The body of every confirmation: its title, message, and cancel / confirm buttons. */
export function ConfirmationDialog({ kind, options, titleId, onAnswer }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <h2 id={titleId}>{t(`confirm.${kind}.title`, options.values)}</h2>
      <p>{t(`confirm.${kind}.message`, options.values)}</p>
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={() => onAnswer(false)}>
          {t('actions.cancel')}
        </button>
        <button
          type="button"
          className={DESTRUCTIVE_CONFIRMATIONS.has(kind) ? 'button danger' : 'button'}
          onClick={() => onAnswer(true)}
        >
          {t(`confirm.${kind}.confirm`)}
        </button>
      </div>
    </>
  );
}
