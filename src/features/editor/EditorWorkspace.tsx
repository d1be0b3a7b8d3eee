import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { type FrameRef, listUnusedPhotos } from '../../../render-core';
import { useLocation } from 'wouter';
import { completeDragDropTutorial, appState } from '../../state/app-state';
import { confirm, openModal } from '../../ui/modals/modal-store';
import { onPhotoReady } from './canvas/photo-bitmaps';
import { SpreadCanvas } from './canvas/SpreadCanvas';
import { ConflictPanel } from './ConflictPanel';
import { DragTutorial, OrderedNotice, SetAsideNotice } from './EditorNotices';
import { PhotoTray } from './PhotoTray';
import { CoverSheet } from './CoverSheet';
import { PrintCopies } from './PrintCopies';
import { PrintFormat } from './PrintFormat';
import { SpreadStrip } from './SpreadStrip';
import { edit, redoEdit, select, settled, showSpread, undoEdit } from './state/controller';
import { editorState } from './state/editor-store';
import { SyncStatus } from './SyncStatus';
import { useEditorShortcuts } from './use-shortcuts';
import { pagesOfSpread } from './modals/find';
import { ProgressBadge } from './modals/ProgressReporterModal';
import './modals/register';
import { useEditorDocument } from './state/use-editor-document';

/** The editor around an open print: canvas, spreads, photo tray, tools, sync and notices. */
export function EditorWorkspace() {
  const { t } = useTranslation('editor');
  const snap = useSnapshot(editorState);
  const [, navigate] = useLocation();
  const drop = useRef<((x: number, y: number) => FrameRef | null) | null>(null);
  const [photosReady, setPhotosReady] = useState(0);
  const [blocking, setBlocking] = useState<string[] | null>(null);
  useEditorShortcuts();
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

  const doc = useEditorDocument();
  if (!doc || !snap.printId) return null;
  const unused = listUnusedPhotos(doc);
  const selectedFrame = snap.selected
    ? [doc.cover, ...doc.pages]
        .find((p) => p?.id === snap.selected?.pageId)
        ?.frames.find((f) => f.id === snap.selected?.frameId)
    : undefined;

  const swap = (a: FrameRef, b: FrameRef) => {
    void edit({ type: 'swapPhotos', a, b });
    if (!appState.dragDropTutorialCompleted) completeDragDropTutorial(appState);
  };

  const order = async () => {
    await settled();
    const reasons = editorState.findings
      .filter((f) => f.severity === 'blocking')
      .map((f) => t(f.messageKey, f.values));
    if (reasons.length > 0) {
      setBlocking(reasons);
      return;
    }
    setBlocking(null);
    navigate(`/editor/order-details?print=${encodeURIComponent(snap.printId!)}`);
  };

  const removeEverything = async () => {
    if (await confirm('remove_everything')) void edit({ type: 'removeEverything' });
  };
  const restorePhotos = async () => {
    if (await confirm('restore_photos')) void edit({ type: 'restoreRemovedPhotos' });
  };

  const spreadPages = pagesOfSpread(doc, snap.spread);
  const findingsHere = snap.findings.filter((f) => f.severity === 'blocking').length;

  return (
    <div className="editor">
      <div className="editor-bar">
        <h2 className="design-title">{doc.title || t('untitled')}</h2>
        <ProgressBadge />
        <SyncStatus />
      </div>
      <ConflictPanel />
      <OrderedNotice printId={snap.printId} />
      <SetAsideNotice />
      <DragTutorial />
      <div className="editor-toolbar" role="toolbar" aria-label={t('toolbar.label')}>
        <button
          type="button"
          className="button secondary small"
          onClick={() => void undoEdit()}
          disabled={!snap.canUndo}
        >
          {t('toolbar.undo')}
        </button>
        <button
          type="button"
          className="button secondary small"
          onClick={() => void redoEdit()}
          disabled={!snap.canRedo}
        >
          {t('toolbar.redo')}
        </button>
        <button
          type="button"
          className="button secondary small"
          onClick={() => showSpread(snap.spread - 1)}
          disabled={snap.spread === 0}
        >
          {t('toolbar.previous')}
        </button>
        <button type="button" className="button secondary small" onClick={() => showSpread(snap.spread + 1)}>
          {t('toolbar.next')}
        </button>
      </div>
      <SpreadCanvas
        document={doc}
        spread={snap.spread}
        selected={snap.selected}
        findings={snap.findings}
        onSelect={select}
        onSwap={swap}
        registerDropTarget={(find) => {
          drop.current = find;
        }}
      />
      <PrintCopies document={doc} spread={snap.spread} />
      <PrintFormat document={doc} spread={snap.spread} />
      <CoverSheet document={doc} spread={snap.spread} />
      <PhotoTray
        photos={unused}
        selected={selectedFrame?.kind === 'photo' ? snap.selected : null}
        onPlace={(photoId, frame) => void edit({ type: 'replacePhoto', ...frame, photoId })}
        dropTarget={() => drop.current}
      />
      {snap.refused && (
        <p className="form-error" role="alert">
          {t('refused')}
        </p>
      )}
      <section className="editor-tools" aria-label={t('tools.label')}>
        {selectedFrame?.kind === 'photo' && selectedFrame.photoId !== null && (
          <button
            type="button"
            className="button small"
            onClick={() => openModal('image_editor', { frame: snap.selected })}
          >
            {t('tools.editPhoto')}
          </button>
        )}
        {selectedFrame?.kind === 'text' ? (
          <button
            type="button"
            className="button small"
            onClick={() => openModal('text_editor', { frame: snap.selected })}
          >
            {t('tools.editText')}
          </button>
        ) : (
          <button
            type="button"
            className="button small secondary"
            onClick={() => openModal('text_editor', { spread: snap.spread })}
          >
            {t('tools.addCaption')}
          </button>
        )}
        {selectedFrame?.kind === 'text' && (
          <button type="button" className="button small secondary" onClick={() => openModal('fonts')}>
            {t('tools.fonts')}
          </button>
        )}
        {spreadPages[0] && (
          <button
            type="button"
            className="button small secondary"
            onClick={() =>
              openModal('ai_captions', { pageId: snap.selected?.pageId ?? spreadPages[0]!.page.id })
            }
          >
            {t('tools.suggestCaptions')}
          </button>
        )}
        {doc.kind === 'calendar' && (
          <>
            <button
              type="button"
              className="button small secondary"
              onClick={() => openModal('calendar_start_from')}
            >
              {t('tools.calendarStart')}
            </button>
            <button
              type="button"
              className="button small secondary"
              onClick={() => openModal('calendar_events')}
            >
              {t('tools.calendarEvents')}
            </button>
            <button
              type="button"
              className="button small secondary"
              onClick={() => openModal('calendar_settings')}
            >
              {t('tools.calendarSettings')}
            </button>
          </>
        )}
        <button type="button" className="button small secondary" onClick={() => openModal('themes')}>
          {t('tools.themes')}
        </button>
        <button
          type="button"
          className="button small secondary"
          onClick={() => openModal('templates', { spread: snap.spread })}
        >
          {t('tools.templates')}
        </button>
        <button
          type="button"
          className="button small secondary"
          onClick={() => openModal('add_pages', { spread: snap.spread })}
        >
          {t('tools.addPages')}
        </button>
        <button type="button" className="button small secondary" onClick={() => openModal('upload_photos')}>
          {t('tools.addPhotos')}
        </button>
        <button type="button" className="button small secondary" onClick={() => openModal('unused_photos')}>
          {t('tools.unusedPhotos', { count: unused.length })}
        </button>
        {doc.removedPhotoIds.length > 0 && (
          <button type="button" className="button small secondary" onClick={() => void restorePhotos()}>
            {t('tools.restorePhotos')}
          </button>
        )}
        <button
          type="button"
          className="button small secondary danger"
          onClick={() => void removeEverything()}
        >
          {t('tools.removeEverything')}
        </button>
      </section>
      <SpreadStrip document={doc} current={snap.spread} onPick={showSpread} photosReady={photosReady} />
      <div className="editor-order">
        {findingsHere > 0 && (
          <p className="print-check-count">{t('checks.blockingCount', { count: findingsHere })}</p>
        )}
        <button
          type="button"
          className="button secondary"
          onClick={() => openModal('upgrade_options', { printId: snap.printId })}
        >
          {t('order.upgrade')}
        </button>
        <button type="button" className="button" onClick={() => void order()}>
          {t('order.button')}
        </button>
        {blocking && (
          <section className="blocking-findings" role="alert" aria-labelledby="blocking-title">
            <h3 id="blocking-title">{t('checks.blockingTitle')}</h3>
            <ul>
              {blocking.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
