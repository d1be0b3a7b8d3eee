import { type MouseEvent, type ReactNode, type SyntheticEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ConfirmationDialog } from './ConfirmationDialog';
import { focusFirstControl } from './first-control';
import { ModalScoped } from './modal-scope';
import {
  closeAllModals,
  closeModal,
  closeTopModal,
  type ModalEntry,
  modalStack,
  modalStackIds,
} from './modal-store';

/**
 * One modal in a native <dialog> opened with showModal(): the browser puts it in the top layer,
 * makes everything else (lower modals too) inert, keeps Tab inside it and turns Escape into a
 * `cancel` event. The store stays the truth: cancel and backdrop clicks close the entry, and the
 * dialog leaves the DOM when its entry does.
 */
function Dialog({ entry }: { entry: ModalEntry }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDialogElement>(null);
  const titleId = `${entry.id}-title`;
  const close = () => closeModal(entry.id);

  // showModal() focuses the first focusable element, which is the close button; the content's first
  // control is the better start. Focus goes back to the opener once the dialog has gone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on open and close.
  useEffect(() => {
    const el = box.current;
    if (el && !el.open) el.showModal();
    if (el) focusFirstControl(el);
    const opener = entry.returnFocus;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onCancel = (event: SyntheticEvent) => {
    // The store closes it (and resolves a confirmation); the browser must not close it alone.
    event.preventDefault();
    close();
  };
  // A click on the ::backdrop lands on the <dialog> itself, outside its box.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const r = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= r.left &&
      event.clientX <= r.right &&
      event.clientY >= r.top &&
      event.clientY <= r.bottom;
    if (!inside) close();
  };

  let body: ReactNode;
  if (entry.type === 'confirmation') {
    body = (
      <ConfirmationDialog
        kind={entry.kind}
        options={entry.options}
        titleId={titleId}
        onAnswer={(ok) => closeModal(entry.id, ok)}
      />
    );
  } else {
    const Content = entry.component;
    body = (
      <>
        <button type="button" className="modal-close" onClick={close}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('modal.close')}</span>
        </button>
        <ModalScoped>
          <Content titleId={titleId} props={entry.props} close={close} />
        </ModalScoped>
      </>
    );
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape reaches the dialog as its cancel event.
    <dialog
      ref={box}
      className="modal"
      role={entry.type === 'confirmation' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-modal-id={entry.id}
      onCancel={onCancel}
      onClick={onClick}
    >
      {body}
    </dialog>
  );
}

/**
 * Shows the modal stack, each later modal over the earlier ones. The browser's back button closes
 * the top modal (each modal adds a history entry, which closing it by other means takes back).
 * Navigating closes all.
 */
export function ModalHost() {
  const snap = useSnapshot(modalStackIds);
  const [location] = useLocation();
  const pushed = useRef<string[]>([]);
  const ignorePops = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the trigger.
  useEffect(() => {
    pushed.current = [];
    closeAllModals();
  }, [location]);

  useEffect(() => {
    const ids = snap.entries.map((e) => e.id);
    const closedByUs = pushed.current.filter((id) => !ids.includes(id));
    pushed.current = pushed.current.filter((id) => ids.includes(id));
    for (const id of ids) {
      if (pushed.current.includes(id)) continue;
      history.pushState({ ...(history.state as object | null), binderyModal: id }, '');
      pushed.current.push(id);
    }
    if (closedByUs.length > 0) {
      ignorePops.current += 1;
      history.go(-closedByUs.length);
    }
    document.body.classList.toggle('modal-open', ids.length > 0);
  }, [snap.entries]);

  useEffect(() => {
    const onPop = () => {
      if (ignorePops.current > 0) {
        ignorePops.current -= 1;
        return;
      }
      const top = modalStack.entries.at(-1);
      if (!top) return;
      pushed.current = pushed.current.filter((id) => id !== top.id);
      closeTopModal();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  return (
    <div className="modal-host">
      {snap.entries.map((entry) => {
        const live = modalStack.entries.find((e) => e.id === entry.id);
        return live ? <Dialog key={entry.id} entry={live} /> : null;
      })}
    </div>
  );
}

/** True while any modal shows; the shell makes the page behind it inert. */
export function useModalOpen(): boolean {
  return useSnapshot(modalStackIds).entries.length > 0;
}
