import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { modalStackIds } from '../modals/modal-store';
import { toasts } from './toast-store';

/**
 * Where the toasts go: inside the topmost open modal when there is one. A modal <dialog> sits in
 * the browser's top layer and makes everything outside it inert, so a toast left in the page would
 * show under the dim, and its close button would not take a tap.
 */
function useToastHost(): HTMLElement | null {
  const top = useSnapshot(modalStackIds).entries.at(-1)?.id ?? null;
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const dialogs = document.querySelectorAll<HTMLDialogElement>('dialog[data-modal-id]');
    setHost([...dialogs].find((d) => d.dataset.modalId === top) ?? null);
  }, [top]);
  return host;
}

/** The toast stack: announced politely, each with a close button. */
export function Toaster() {
  const { t } = useTranslation();
  const { items } = useSnapshot(toasts.state);
  const host = useToastHost();
  const stack = (
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
  return host ? createPortal(stack, host) : stack;
}
