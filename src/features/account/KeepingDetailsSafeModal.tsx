import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '../../ui/modals/modal-store';

const POINTS = ['passwords', 'links', 'passkeys', 'sessions', 'phishing'] as const;

/** "Keeping your details safe" (SPEC §9 kind 17): how accounts are protected, and what we never ask. */
export function KeepingDetailsSafeModal({ titleId, close }: ModalContentProps) {
  const { t } = useTranslation('account');
  return (
    <div className="form-stack">
      <h2 id={titleId}>{t('safe.title')}</h2>
      <ul>
        {POINTS.map((p) => (
          <li key={p}>{t(`safe.${p}`)}</li>
        ))}
      </ul>
      <div className="modal-actions">
        <button type="button" className="button" onClick={close}>
          {t('safe.done')}
        </button>
      </div>
    </div>
  );
}
