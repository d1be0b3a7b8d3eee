import { type FunctionComponent, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenInputQuiet } from '../input-quiet';
import { loadOnce } from '../load-once';
import { focusFirstControl } from './first-control';
import type { ModalComponent, ModalContentProps } from './modal-store';

/**
 * A modal whose code downloads when it first opens (or when warmed ahead by preload). It is itself a
 * modal component, so `openModal(FontsModal, props)` and `isModalOpen(FontsModal)` read the same for
 * a lazy modal as for one imported whole, with the same props checked.
 */
export interface LazyModal<P> extends FunctionComponent<ModalContentProps<P>> {
  /** Fetches the modal's code without opening it; a failed fetch may be tried again later. */
  preload: () => Promise<void>;
}

interface Source<P> {
  loaded: () => ModalComponent<P> | null;
  fetch: () => Promise<ModalComponent<P>>;
}

/**
 * `lazyModal(() => import('./FontsModal').then((m) => m.FontsModal))`: the dialog opens at once with
 * a loading state, then shows the content (focus on its first control, the host's rule). A failed
 * download shows a message with a retry instead of an empty dialog.
 */
export function lazyModal<P>(load: () => Promise<ModalComponent<P>>): LazyModal<P> {
  // A failed attempt is forgotten, so a retry (or a later open) downloads again.
  const once = loadOnce(load);
  const source: Source<P> = { loaded: () => once.loaded() ?? null, fetch: once.get };
  const Lazy: LazyModal<P> = Object.assign(
    (content: ModalContentProps<P>) => <LazyBody source={source} content={content} />,
    { preload: () => source.fetch().then(() => undefined) },
  );
  return Lazy;
}

type State<P> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; component: ModalComponent<P> };

function LazyBody<P>({ source, content }: { source: Source<P>; content: ModalContentProps<P> }) {
  const [state, setState] = useState<State<P>>(() => {
    const component = source.loaded();
    return component ? { kind: 'ready', component } : { kind: 'loading' };
  });
  // Only a modal the customer waited for moves focus when its content arrives; one already loaded
  // opens like any other, the host placing focus.
  const [waited] = useState(() => source.loaded() === null);
  const dialog = useRef<HTMLDialogElement | null>(null);

  useEffect(() => {
    if (state.kind !== 'loading') return;
    let live = true;
    source.fetch().then(
      (component) => live && setState({ kind: 'ready', component }),
      () => live && setState({ kind: 'failed' }),
    );
    // Escape or back while loading closes the dialog: the download may finish, nothing shows it.
    return () => {
      live = false;
    };
  }, [source, state.kind]);

  if (state.kind === 'ready') {
    const Content = state.component;
    return (
      <Suspense fallback={<Waiting titleId={content.titleId} dialog={dialog} />}>
        <Content {...content} />
        {waited && <FocusOnArrival dialog={dialog} />}
      </Suspense>
    );
  }
  if (state.kind === 'failed') {
    const retry = () => {
      // The retry button is about to go: keep focus in the dialog, not on the page's body.
      dialog.current?.focus();
      setState({ kind: 'loading' });
    };
    return <Failed titleId={content.titleId} dialog={dialog} onRetry={retry} />;
  }
  return <Waiting titleId={content.titleId} dialog={dialog} />;
}

type DialogRef = { current: HTMLDialogElement | null };

/** Remembers the dialog this state sits in (its element is the host's, outside this component). */
function useDialog(dialog: DialogRef) {
  const self = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    dialog.current = self.current?.closest('dialog') ?? dialog.current;
  }, [dialog]);
  return self;
}

/** The loading state; its words name the dialog until the content's heading does. */
function Waiting({ titleId, dialog }: { titleId: string; dialog: DialogRef }) {
  const { t } = useTranslation();
  const self = useDialog(dialog);
  return (
    <div ref={self} className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span id={titleId}>{t('status.loading')}</span>
    </div>
  );
}

function Failed({ titleId, dialog, onRetry }: { titleId: string; dialog: DialogRef; onRetry: () => void }) {
  const { t } = useTranslation();
  const self = useDialog(dialog);
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Focus the retry unless the customer has moved on (to the close button, say).
    if (dialog.current && document.activeElement === dialog.current) retry.current?.focus();
  }, [dialog]);
  return (
    <div ref={self} className="error-message" role="alert">
      <p id={titleId}>{t('modal.loadFailed')}</p>
      <button ref={retry} type="button" className="button secondary" onClick={onRetry}>
        {t('status.retry')}
      </button>
    </div>
  );
}

/**
 * Rendered after the content, inside its Suspense boundary, so it runs once the content itself is
 * on screen: focus goes to its first control, as the host does for a modal that opens loaded — unless
 * the customer has already moved focus within the dialog, or the content placed it itself.
 */
function FocusOnArrival({ dialog }: { dialog: DialogRef }) {
  useEffect(() => {
    const box = dialog.current;
    const active = document.activeElement;
    if (box && (active === box || !box.contains(active))) focusFirstControl(box);
  }, [dialog]);
  return null;
}

/**
 * Warms lazy modals one at a time in the main thread's idle moments between the customer's input,
 * so a tap later opens at once. A download that fails is left for the modal's own open (which
 * retries). Answers a stop.
 */
export function preloadInIdle(modals: readonly { preload: () => Promise<void> }[]): () => void {
  let stopped = false;
  const whenIdle = async (work: () => void) => {
    await whenInputQuiet();
    if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
    else setTimeout(work, 200);
  };
  const warm = (index: number) => {
    const modal = modals[index];
    if (stopped || !modal) return;
    void whenIdle(() => {
      if (stopped) return;
      void modal
        .preload()
        .catch(() => {})
        .then(() => warm(index + 1));
    });
  };
  warm(0);
  return () => {
    stopped = true;
  };
}
