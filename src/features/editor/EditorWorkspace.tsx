import { memo, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { type FrameRef, listUnusedPhotos, spreadCount } from '../../../render-core';
import { useLocation } from 'wouter';
import { completeDragDropTutorial, appState } from '../../state/app-state';
import { confirm, openModal } from '../../ui/modals/modal-store';
import { AiCaptionsModal } from './modals/AiCaptionsModal';
import { PeopleModal } from './people/PeopleModal';
import { CalendarEventsModal, CalendarSettingsModal, CalendarStartFromModal } from './modals/CalendarModals';
import { UpgradeOptionsEditor } from './modals/UpgradeOptionsEditor';
import { TemplatesModal } from './modals/TemplatesModal';
import { ThemesModal } from './modals/ThemesModal';
import { AddPagesModal } from './modals/AddPagesModal';
import { cancelMove, pickWhileMoving } from './canvas/move-photo';
import { onPhotoReady } from './canvas/photo-bitmaps';
import { SpreadCanvas } from './canvas/SpreadCanvas';
import { ConflictPanel } from './ConflictPanel';
import { TidyNotice } from './analysis/TidyNotice';
import { DeletedNotice } from './DeletedNotice';
import { deleteOps, pagesToDelete } from './delete-pages';
import { DragTutorial, OrderedNotice, SetAsideNotice } from './EditorNotices';
import { LiveNotices } from './LiveNotices';
import { goLive } from './state/go-live';
import { mayEdit } from './state/session-live';
import { PhotoTray } from './PhotoTray';
import { CoverSheet } from './CoverSheet';
import { PrintCopies } from './PrintCopies';
import { PrintFormat } from './PrintFormat';
import { SpreadStrip } from './SpreadStrip';
import { BottomToolbar } from './shell/BottomToolbar';
import { useStableCallbacks, useStableMoreItems } from './shell/stable-props';
import { EditorBar } from './shell/EditorBar';
import { NextIcon, PreviousIcon } from './shell/icons';
import type { MoreItem } from './shell/MoreMenu';
import './shell/shell.css';
import { useEditorShortcuts } from './use-shortcuts';
import { pagesOfSpread } from './modals/find';
import { ProgressBadge } from './modals/ProgressReporterModal';
import { useChapterTitlesItem, usePlaceNames } from './places/use-place-names';
import { useDraftAnalysis } from './analysis/use-draft-analysis';
import { checkText } from './order/refusal';
import { useEditorSession, useEditorSnapshot } from './state/editor-context';
import { askForCaption } from './canvas/caption-request';
import { useInviteItem } from './invite/invite-item';

/**
 * The editor around an open print, laid out as a phone app: the editor bar on top, the spread
 * taking the room between it and the tools, the spreads strip and the photo tray under the spread.
 */
export function EditorWorkspace() {
  const session = useEditorSession();
  const { printId } = useSnapshot(session.ui);
  useEditorShortcuts();
  usePlaceNames();
  useDraftAnalysis();
  const history = useEditorSnapshot();
  if (!history || !printId) return null;
  return <OpenWorkspace history={history} printId={printId} />;
}

/**
 * The parts an edit of one frame does not change keep their props from render to render
 * (useStableCallbacks, useStableMoreItems) and are memoised: a crop re-renders the canvas and the
 * strip, not the bar, the tools or the notices.
 */
const Bar = memo(EditorBar);
const Tools = memo(BottomToolbar);
const Strip = memo(SpreadStrip);
const Notices = memo(function Notices({ printId }: { printId: string }) {
  return (
    <>
      <ConflictPanel />
      <LiveNotices />
      <OrderedNotice printId={printId} />
      <SetAsideNotice />
      <ProgressBadge />
    </>
  );
});
const Aside = memo(function Aside() {
  return (
    <>
      <DeletedNotice />
      <TidyNotice />
      <DragTutorial />
    </>
  );
});

function OpenWorkspace({
  history,
  printId,
}: {
  history: NonNullable<ReturnType<typeof useEditorSnapshot>>;
  printId: string;
}) {
  const { t, i18n } = useTranslation('editor');
  const { t: tPeople } = useTranslation('people');
  const session = useEditorSession();
  const snap = useSnapshot(session.ui);
  const [, navigate] = useLocation();
  const drop = useRef<((x: number, y: number) => FrameRef | null) | null>(null);
  const [photosReady, setPhotosReady] = useState(0);
  const [blocking, setBlocking] = useState<string[] | null>(null);
  const [trayOpen, setTrayOpen] = useState(false);
  const trayId = useId();
  const chapterTitles = useChapterTitlesItem();
  // The first invite shares the design: the open editor goes live at once (edits as ops).
  const invite = useInviteItem(
    printId,
    snap.collab.access,
    () => void goLive(session, (title) => t('conflict.copyTitle', { title })),
  );
  useEffect(() => {
    // Photos arrive in bursts: repaint the thumbnails once per burst.
    let waiting = false;
    return onPhotoReady(() => {
      if (waiting) return;
      waiting = true;
      setTimeout(() => {
        waiting = false;
        setPhotosReady((n) => n + 1);
      }, 300);
    });
  }, []);

  const doc = history.document;
  const unused = listUnusedPhotos(doc);
  const picked = snap.selected && session.records?.frames.get(snap.selected.frameId);
  const selectedFrame = picked && picked.pageId === snap.selected?.pageId ? picked.frame : undefined;

  const swap = (a: FrameRef, b: FrameRef) => {
    void session.edit({ type: 'swapPhotos', a, b });
    if (!appState.dragDropTutorialCompleted) completeDragDropTutorial(appState);
  };
  /** Escape in the tray closes it and gives focus back to the Photos tool that opened it. */
  const closeTray = () => {
    setTrayOpen(false);
    document.getElementById(`${trayId}-opener`)?.focus();
  };
  /** Choosing a frame while a photo waits to move ("Move") swaps them there; either way it ends the move. */
  const chooseFrame = (to: FrameRef | null) => {
    const pick = pickWhileMoving(doc, session.ui.moveFrom, to);
    cancelMove(session.ui);
    if (pick.swap) swap(...pick.swap);
    session.select(pick.select);
  };

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

  const removeEverything = async () => {
    if (await confirm('remove_everything')) void session.edit({ type: 'removeEverything' });
  };
  /** Deletes at once, with the new price and an Undo in a notice (undo beats asking first). */
  const deletePages = async (pageIds: string[]) => {
    const before = session.document;
    if (!before || !(await session.editTogether(deleteOps(pageIds)))) return;
    const after = session.document;
    if (!after) return;
    const count = (d: typeof after) => ({
      kind: d.kind,
      pages: d.pages.map((p) => ({ quantity: p.quantity })),
    });
    session.showSpread(Math.min(session.ui.spread, spreadCount(after) - 1));
    session.ui.deleted = {
      pages: pageIds.length,
      before: count(before),
      after: count(after),
      version: session.ui.version,
    };
  };
  const restorePhotos = async () => {
    if (await confirm('restore_photos')) void session.edit({ type: 'restoreRemovedPhotos' });
  };

  const spreadPages = pagesOfSpread(doc, snap.spread);
  const findingsHere = snap.findings.filter((f) => f.severity === 'blocking').length;
  const lastSpread = spreadCount(doc) - 1;

  const more: MoreItem[] = [];
  if (spreadPages[0])
    more.push({
      id: 'captions',
      label: t('tools.suggestCaptions'),
      // The page the customer is on: the selected frame's, the one a phone shows, or the spread's first.
      onSelect: () =>
        openModal(AiCaptionsModal, {
          pageId:
            session.ui.selected?.pageId ??
            spreadPages.find((p) => p.page.id === session.ui.focusPageId)?.page.id ??
            spreadPages[0]!.page.id,
        }),
    });
  if (doc.photos.length > 1)
    more.push({ id: 'people', label: tPeople('open'), onSelect: () => openModal(PeopleModal) });
  if (doc.kind === 'book' && doc.pages.length > 0)
    more.push({
      id: 'shuffle',
      label: t('tools.shuffleFrom'),
      onSelect: () =>
        session.shuffleFrom(
          session.ui.selected?.pageId ??
            spreadPages.find((p) => p.page.id === session.ui.focusPageId)?.page.id ??
            spreadPages[0]?.page.id ??
            null,
        ),
    });
  if (doc.kind === 'calendar')
    more.push(
      {
        id: 'calendar-start',
        label: t('tools.calendarStart'),
        onSelect: () => openModal(CalendarStartFromModal),
      },
      {
        id: 'calendar-events',
        label: t('tools.calendarEvents'),
        onSelect: () => openModal(CalendarEventsModal),
      },
      {
        id: 'calendar-settings',
        label: t('tools.calendarSettings'),
        onSelect: () => openModal(CalendarSettingsModal),
      },
    );
  if (chapterTitles) more.push(chapterTitles);
  more.push(invite);
  more.push({
    id: 'upgrade',
    label: t('order.upgrade'),
    onSelect: () => openModal(UpgradeOptionsEditor, { printId }),
  });
  const deletable = pagesToDelete(doc, snap.spread, snap.focusPageId);
  if (deletable.length > 0)
    more.push({
      id: 'delete-pages',
      label: t(doc.kind === 'print' ? 'deletePages.print' : 'deletePages.spread'),
      danger: true,
      onSelect: () => void deletePages(deletable),
    });
  if (doc.removedPhotoIds.length > 0)
    more.push({ id: 'restore', label: t('tools.restorePhotos'), onSelect: () => void restorePhotos() });
  more.push({
    id: 'remove-everything',
    label: t('tools.removeEverything'),
    danger: true,
    onSelect: () => void removeEverything(),
  });

  const on = useStableCallbacks({
    undo: () => void session.undo(),
    redo: () => void session.redo(),
    order: () => void order(),
    pick: (index: number) => session.showSpread(index),
    photos: () => setTrayOpen((open) => !open),
    layouts: () => openModal(TemplatesModal, { spread: session.ui.spread }),
    themes: () => openModal(ThemesModal),
    pages: () => openModal(AddPagesModal, { spread: session.ui.spread }),
    caption: () => askForCaption(session.ui),
  });
  const moreItems = useStableMoreItems(more);

  return (
    <div className="editor">
      <Bar
        title={doc.title || t('untitled')}
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        onUndo={on.undo}
        onRedo={on.redo}
        onOrder={on.order}
      />
      <div className="editor-notices">
        {snap.unreachable && (
          <p className="editor-notice compact editor-unreachable" role="status">
            {t('load.unreachable')}
          </p>
        )}
        <Notices printId={printId} />
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
      <div className="editor-body">
        <div className="editor-main">
          <div className="editor-stage">
            <SpreadCanvas
              document={doc}
              spread={snap.spread}
              selected={snap.selected}
              findings={snap.findings}
              onSelect={chooseFrame}
              onSwap={swap}
              registerDropTarget={(find) => {
                drop.current = find;
              }}
            />
          </div>
          <div className="spread-panel">
            <PrintCopies document={doc} spread={snap.spread} />
            <PrintFormat document={doc} spread={snap.spread} />
            <CoverSheet document={doc} spread={snap.spread} />
          </div>
          <Aside />
          {trayOpen && (
            <PhotoTray
              id={trayId}
              photos={unused}
              selected={selectedFrame?.kind === 'photo' ? snap.selected : null}
              onPlace={(photoId, frame) => void session.edit({ type: 'replacePhoto', ...frame, photoId })}
              dropTarget={() => drop.current}
              onClose={closeTray}
            />
          )}
          <div className="editor-spreads">
            <button
              type="button"
              className="spread-step"
              aria-label={t('toolbar.previous')}
              title={t('toolbar.previous')}
              onClick={() => session.showSpread(snap.spread - 1)}
              disabled={snap.spread === 0}
            >
              <PreviousIcon />
            </button>
            <Strip document={doc} current={snap.spread} onPick={on.pick} photosReady={photosReady} />
            <button
              type="button"
              className="spread-step"
              aria-label={t('toolbar.next')}
              title={t('toolbar.next')}
              onClick={() => session.showSpread(snap.spread + 1)}
              disabled={snap.spread >= lastSpread}
            >
              <NextIcon />
            </button>
          </div>
        </div>
        {/* A viewer (or a member whose access was removed) looks without the tools that change pages. */}
        {mayEdit(snap) && (
          <Tools
            trayOpen={trayOpen}
            trayId={trayId}
            photosId={`${trayId}-opener`}
            unusedCount={unused.length}
            onPhotos={on.photos}
            onLayouts={on.layouts}
            onCaption={on.caption}
            onThemes={on.themes}
            onPages={on.pages}
            more={moreItems}
          />
        )}
      </div>
    </div>
  );
}
