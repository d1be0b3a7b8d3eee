import { memo, type RefObject, useCallback, useEffect, useState } from 'react';
import { type FrameRef, spreadCount } from '../../../render-core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { onPhotoReady } from './canvas/photo-bitmaps';
import { SpreadCanvas } from './canvas/SpreadCanvas';
import { whenInputQuiet } from '../../ui/input-quiet';
import { CoverSheet } from './CoverSheet';
import { PrintCopies } from './PrintCopies';
import { PrintFormat } from './PrintFormat';
import { checkText } from './order/refusal';
import { NextIcon, PreviousIcon } from './shell/icons';
import { useDocumentSelector, useEditorSession } from './state/editor-context';
import { useEditorDocument } from './state/use-editor-document';

/**
 * A counter that goes up once per burst of photos decoded, so the thumbnails repaint once a burst,
 * in a pause of the customer's input.
 */
export function usePhotoBursts(): number {
  const [photosReady, setPhotosReady] = useState(0);
  useEffect(() => {
    let waiting = false;
    let open = true;
    const stop = onPhotoReady(() => {
      if (waiting) return;
      waiting = true;
      setTimeout(async () => {
        await whenInputQuiet();
        waiting = false;
        if (open) setPhotosReady((n) => n + 1);
      }, 300);
    });
    return () => {
      open = false;
      stop();
    };
  }, []);
  return photosReady;
}

/** Order: to the order details once the checks that block printing pass; their reasons otherwise. */
export function useOrder(printId: string) {
  const { t, i18n } = useTranslation('editor');
  const session = useEditorSession();
  const [, navigate] = useLocation();
  const [blocking, setBlocking] = useState<string[] | null>(null);
  const order = async () => {
    await session.settled();
    const reasons = session.ui.findings
      .filter((f) => f.severity === 'blocking')
      .map((f) => checkText(t, f.messageKey, f.values, i18n.language));
    if (reasons.length > 0) {
      setBlocking(reasons);
      return;
    }
    setBlocking(null);
    navigate(`/editor/order-details?print=${encodeURIComponent(printId)}`);
  };
  return { blocking, order };
}

/** The editor's own notices above the spread: unreachable, refused, what blocks ordering. */
/** Memoised: its children (the notices) are one element kept by the workspace. */
export const WorkspaceNotices = memo(function WorkspaceNotices({
  blocking,
  children,
}: {
  blocking: string[] | null;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('editor');
  const snap = useSnapshot(useEditorSession().ui);
  const findingsHere = snap.findings.filter((f) => f.severity === 'blocking').length;
  return (
    <div className="editor-notices">
      {snap.unreachable && (
        <p className="editor-notice compact editor-unreachable" role="status">
          {t('load.unreachable')}
        </p>
      )}
      {children}
      {snap.refused && snap.refused !== 'read-only' && (
        <p className="form-error editor-notice compact" role="alert">
          {t('refused')}
        </p>
      )}
      {blocking && (
        <section className="blocking-findings" role="alert" aria-labelledby="blocking-title">
          <h2 id="blocking-title">{t('checks.blockingTitle')}</h2>
          <ul>
            {blocking.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </section>
      )}
      {findingsHere > 0 && !blocking && (
        <p className="print-check-count">{t('checks.blockingCount', { count: findingsHere })}</p>
      )}
    </div>
  );
});

/** One of the buttons either side of the strip: memoised, so an edit does not re-render it or its icon. */
const SpreadStep = memo(function SpreadStep({ by, disabled }: { by: -1 | 1; disabled: boolean }) {
  const { t } = useTranslation('editor');
  const session = useEditorSession();
  const label = by < 0 ? t('toolbar.previous') : t('toolbar.next');
  return (
    <button
      type="button"
      className="spread-step"
      aria-label={label}
      title={label}
      onClick={() => session.showSpread(session.ui.spread + by)}
      disabled={disabled}
    >
      {by < 0 ? <PreviousIcon /> : <NextIcon />}
    </button>
  );
});

/** Previous and next around the spreads strip. */
export function SpreadSteps({ children }: { children: React.ReactNode }) {
  const { spread } = useSnapshot(useEditorSession().ui);
  const lastSpread = (useDocumentSelector(spreadCount) ?? 1) - 1;
  return (
    <div className="editor-spreads">
      <SpreadStep by={-1} disabled={spread === 0} />
      {children}
      <SpreadStep by={1} disabled={spread >= lastSpread} />
    </div>
  );
}

type DropTarget = ((x: number, y: number) => FrameRef | null) | null;

/** The open spread on its canvas, and the spread's own settings beside it. */
export function EditorStage({
  onSelect,
  onSwap,
  drop,
}: {
  onSelect: (to: FrameRef | null) => void;
  onSwap: (a: FrameRef, b: FrameRef) => void;
  drop: RefObject<DropTarget>;
}) {
  const snap = useSnapshot(useEditorSession().ui);
  const doc = useEditorDocument();
  const registerDropTarget = useCallback(
    (find: DropTarget) => {
      drop.current = find;
    },
    [drop],
  );
  if (!doc) return null;
  return (
    <>
      <div className="editor-stage">
        <SpreadCanvas
          document={doc}
          spread={snap.spread}
          selected={snap.selected}
          findings={snap.findings}
          onSelect={onSelect}
          onSwap={onSwap}
          registerDropTarget={registerDropTarget}
        />
      </div>
      {/* Rendered only where they show something: an edit on a book's page renders none of them. */}
      <div className="spread-panel">
        {doc.kind === 'print' && <PrintCopies document={doc} spread={snap.spread} />}
        {doc.kind === 'print' && <PrintFormat document={doc} spread={snap.spread} />}
        {snap.spread === 0 && <CoverSheet document={doc} spread={snap.spread} />}
      </div>
    </>
  );
}
