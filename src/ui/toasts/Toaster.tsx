import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { toasts } from './toast-store';

/** The toast stack: announced politely, each with a close button. */
export function Toaster() {
  const { t } = useTranslation();
  const { items } = useSnapshot(toasts.state);
  return (
    <section className="toaster" aria-label={t('toast.region')} aria-live="polite">
      {items.map((item) => (
        <div
          key={item.id}
          className={`toast toast-${item.tone}${item.removed ? ' removed' : ''}`}
          role="status"
        >
          <span>{item.label}</span>
          <button type="button" className="toast-close" onClick={() => toasts.dismiss(item.id)}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('toast.close')}</span>
          </button>
        </div>
      ))}
    </section>
  );
}
