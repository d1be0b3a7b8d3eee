import { type ComponentProps, memo, useId, useMemo, useRef, useState } from 'react';
import { useFixTarget } from './fix-target';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { type BookDocument, type FrameRef, listUnusedPhotos } from '../../../render-core';
import { appState, completeDragDropTutorial } from '../../state/app-state';
import { openModal } from '../../ui/modals/modal-store';
import { TidyNotice } from './analysis/TidyNotice';
import { useDraftAnalysis } from './analysis/use-draft-analysis';
import { askForCaption } from './canvas/caption-request';
import { cancelMove, pickWhileMoving } from './canvas/move-photo';
import { ConflictPanel } from './ConflictPanel';
import { DeletedNotice } from './DeletedNotice';
import { DragTutorial, OrderedNotice, SetAsideNotice } from './EditorNotices';
import { LiveNotices } from './LiveNotices';
import { ProgressBadge } from './modals/ProgressReporterModal';
import { AddPagesModal, TemplatesModal, ThemesModal } from './modals/lazy-modals';
import { PhotoTray } from './PhotoTray';
import { usePlaceNames } from './places/use-place-names';
import { SpreadStrip } from './SpreadStrip';
import { BottomToolbar } from './shell/BottomToolbar';
import { EditorBar } from './shell/EditorBar';
import { useStableCallbacks } from '../../ui/use-stable-callbacks';
import { useStableMoreItems } from './shell/stable-props';
import './shell/shell.css';
import { useDocumentSelector, useEditorSession, useHistoryFlags } from './state/editor-context';
import { mayEdit } from './state/session-live';
import { useEditorShortcuts } from './use-shortcuts';
import { useMoreItems } from './workspace-more';
import { EditorStage, SpreadSteps, useOrder, usePhotoBursts, WorkspaceNotices } from './workspace-parts';

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
  // Only whether a document is open: the workspace below reads the document (this stays put on edits).
  const open = useDocumentSelector(isOpen) ?? false;
  useFixTarget(session, open);
  if (!open || !printId) return null;
  return <OpenWorkspace printId={printId} />;
}

const isOpen = () => true;

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

/** What the workspace's controls do: swap, choose a frame, close the tray, order, the tools. */
function useWorkspaceActions(printId: string, trayId: string) {
  const session = useEditorSession();
  const { blocking, order } = useOrder(printId);
  const [trayOpen, setTrayOpen] = useState(false);
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
    const doc = session.document;
    if (!doc) return;
    const pick = pickWhileMoving(doc, session.ui.moveFrom, to);
    cancelMove(session.ui);
    if (pick.swap) swap(...pick.swap);
    session.select(pick.select);
  };
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
    chooseFrame,
    swap,
  });
  return { on, closeTray, trayOpen, blocking };
}

const title = (doc: BookDocument) => doc.title;
const unusedCount = (doc: BookDocument) => listUnusedPhotos(doc).length;
const sameItems = <T,>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** The editor bar with the title and the history's state: rendered again when they change, not per edit. */
const WorkspaceBar = memo(function WorkspaceBar({
  on,
}: {
  on: ReturnType<typeof useWorkspaceActions>['on'];
}) {
  const { t } = useTranslation('editor');
  const { canUndo, canRedo } = useHistoryFlags();
  return (
    <Bar
      title={useDocumentSelector(title) || t('untitled')}
      canUndo={canUndo}
      canRedo={canRedo}
      onUndo={on.undo}
      onRedo={on.redo}
      onOrder={on.order}
    />
  );
});

/** The spreads strip: it follows the document itself (SpreadStrip), so an edit renders neither. */
function WorkspaceStrip({ onPick, photosReady }: { onPick: (index: number) => void; photosReady: number }) {
  const { spread } = useSnapshot(useEditorSession().ui);
  return <Strip current={spread} onPick={onPick} photosReady={photosReady} />;
}

/** The tray of photos not on a page, while it is open. */
function OpenTray(props: Omit<ComponentProps<typeof PhotoTray>, 'photos' | 'selected'>) {
  const session = useEditorSession();
  const snap = useSnapshot(session.ui);
  const photos = useDocumentSelector(listUnusedPhotos, sameItems) ?? [];
  const picked = snap.selected && session.records?.frames.get(snap.selected.frameId);
  const selectedFrame = picked && picked.pageId === snap.selected?.pageId ? picked.frame : undefined;
  return (
    <PhotoTray {...props} photos={photos} selected={selectedFrame?.kind === 'photo' ? snap.selected : null} />
  );
}

/**
 * The open workspace reads only parts of the document (title, how many photos are unused, the
 * More menu's facts), so an edit of one frame renders the stage and the strip, not this.
 */
function OpenWorkspace({ printId }: { printId: string }) {
  const session = useEditorSession();
  const { collab } = useSnapshot(session.ui);
  const drop = useRef<((x: number, y: number) => FrameRef | null) | null>(null);
  const photosReady = usePhotoBursts();
  const trayId = useId();
  const { on, closeTray, trayOpen, blocking } = useWorkspaceActions(printId, trayId);
  const moreItems = useStableMoreItems(useMoreItems(printId));
  const unused = useDocumentSelector(unusedCount) ?? 0;
  const notices = useMemo(() => <Notices printId={printId} />, [printId]);

  return (
    <div className="editor">
      <WorkspaceBar on={on} />
      <WorkspaceNotices blocking={blocking}>{notices}</WorkspaceNotices>
      <div className="editor-body">
        <div className="editor-main">
          <EditorStage onSelect={on.chooseFrame} onSwap={on.swap} drop={drop} />
          <Aside />
          {trayOpen && (
            <OpenTray
              id={trayId}
              onPlace={(photoId, frame) => void session.edit({ type: 'replacePhoto', ...frame, photoId })}
              dropTarget={() => drop.current}
              onClose={closeTray}
            />
          )}
          <SpreadSteps>
            <WorkspaceStrip onPick={on.pick} photosReady={photosReady} />
          </SpreadSteps>
        </div>
        {/* A viewer (or a member whose access was removed) looks without the tools that change pages. */}
        {mayEdit({ collab }) && (
          <Tools
            trayOpen={trayOpen}
            trayId={trayId}
            photosId={`${trayId}-opener`}
            unusedCount={unused}
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
