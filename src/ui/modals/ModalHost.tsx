import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ConfirmationDialog } from './ConfirmationDialog';
import { focusableIn, trapTab } from './focus';
import { ModalScoped } from './modal-scope';
import {
  closeAllModals,
  closeModal,
  closeTopModal,
  type ModalEntry,
  modalContent,
  modalStack,
} from './modal-store';

function Dialog({ entry, depth, isTop }: { entry: ModalEntry; depth: number; isTop: boolean }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const titleId = `${entry.id}-title`;

  // Focus moves into the modal when it opens and back to what opened it once it has gone (and the
  // page behind is no longer inert).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on open and close.
  useEffect(() => {
    const el = box.current;
    if (el) {
      const first = focusableIn(el).find((f) => !f.classList.contains('modal-close'));
      (first ?? el).focus();
    }
    const opener = entry.returnFocus;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  let body: React.ReactNode;
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
    const Content = modalContent(entry.kind);
    body = Content ? (
      <ModalScoped>
        <Content titleId={titleId} props={entry.props} close={() => closeModal(entry.id)} />
      </ModalScoped>
    ) : null;
  }

  return (
    <div className="modal-layer" style={{ zIndex: 100 + depth * 2 }} inert={!isTop}>
      <div className="modal-backdrop" aria-hidden="true" onClick={() => isTop && closeModal(entry.id)} />
      {entry.type === 'confirmation' ? (
        <div
          ref={box}
          className={`modal modal-${entry.kind}`}
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          data-modal-id={entry.id}
        >
          {body}
        </div>
      ) : (
        <div
          ref={box}
          className={`modal modal-${entry.kind}`}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          data-modal-id={entry.id}
        >
          <button type="button" className="modal-close" onClick={() => closeModal(entry.id)}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('modal.close')}</span>
          </button>
          {body}
        </div>
      )}
    </div>
  );
}

/**
 * Shows the modal stack. Escape closes the top modal; so does the browser's back button (each
 * modal adds a history entry, which closing it by other means takes back). Navigating closes all.
 */
/** Snapshots read only ids (DOM refs in the entries make valtio's snapshot type too deep). */
const stackIds = modalStack as unknown as { entries: { id: string }[] };

export function ModalHost() {
  const snap = useSnapshot(stackIds);
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
    const onKey = (event: KeyboardEvent) => {
      const top = modalStack.entries.at(-1);
      if (!top) return;
      if (event.key === 'Tab') {
        const box = document.querySelector<HTMLElement>(`[data-modal-id="${top.id}"]`);
        if (box) trapTab(box, event);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        closeTopModal();
      }
    };
    window.addEventListener('popstate', onPop);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    <div className="modal-host">
      {snap.entries.map((entry, i) => {
        const live = modalStack.entries.find((e) => e.id === entry.id);
        return live ? (
          <Dialog key={entry.id} entry={live} depth={i} isTop={i === snap.entries.length - 1} />
        ) : null;
      })}
    </div>
  );
}

/** True while any modal shows; the shell makes the page behind it inert. */
export function useModalOpen(): boolean {
  return useSnapshot(stackIds).entries.length > 0;
}
