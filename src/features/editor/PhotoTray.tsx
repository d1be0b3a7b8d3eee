import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import type { FrameRef, PhotoRef } from '../../../render-core';
import '../../photos/added-by.css';
import { useAddedBy } from '../../photos/use-added-by';
import { openModal } from '../../ui/modals/modal-store';
import { UnusedPhotosModal, UploadPhotosModal } from './modals/lazy-modals';
import { PhotoTile } from './PhotoTile';
import { BestPhotos, useLeftOutReason } from './analysis/BestPhotos';
import { useOptionalEditorSession } from './state/editor-context';
import { useEditorDocument } from './state/use-editor-document';

/** Stands in for the session's UI outside an editor (a tray shown alone): not shared. */
const NOT_SHARED = proxy({ collab: { live: false } });

/** Photo id → who added it, for a design shared with others (its owner sees who added what). */
function useTrayAddedBy(photoCount: number) {
  const session = useOptionalEditorSession();
  const { collab } = useSnapshot(session?.ui ?? NOT_SHARED);
  return useAddedBy(session?.printId ?? null, collab.live, photoCount);
}

interface Props {
  id: string;
  photos: readonly PhotoRef[];
  selected: FrameRef | null;
  onPlace: (photoId: string, frame: FrameRef) => void;
  dropTarget: () => ((clientX: number, clientY: number) => FrameRef | null) | null;
  /** Escape in the tray closes it, as it closes a sheet. */
  onClose?: () => void;
}

/**
 * The unused photos, opened from the Photos tool. Tap one to put it in the selected frame, or drag
 * it onto a frame of the spread (pointer events, so it works with a finger as well as a mouse).
 * More photos are added from here, and every unused photo is listed in a dialog.
 */
export function PhotoTray({ id, photos, selected, onPlace, dropTarget, onClose }: Props) {
  const { t } = useTranslation('editor');
  const [dragging, setDragging] = useState<{ id: string; x: number; y: number } | null>(null);
  const start = useRef<{ id: string; x: number; y: number; moved: boolean } | null>(null);
  const doc = useEditorDocument();
  const reasonOf = useLeftOutReason(doc);
  const tray = useRef<HTMLElement>(null);
  const addedBy = useTrayAddedBy(doc?.photos.length ?? 0);
  const addedByLabel = (photoId: string) => {
    const name = addedBy.get(photoId);
    return name ? t('tray.addedBy', { name }) : null;
  };

  useEffect(() => {
    const el = tray.current;
    if (!el || !onClose) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      onClose();
    };
    el.addEventListener('keydown', onKey);
    return () => el.removeEventListener('keydown', onKey);
  }, [onClose]);

  const down = (photoId: string) => (e: ReactPointerEvent<HTMLButtonElement>) => {
    start.current = { id: photoId, x: e.clientX, y: e.clientY, moved: false };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const move = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const s = start.current;
    if (!s) return;
    if (!s.moved && Math.hypot(e.clientX - s.x, e.clientY - s.y) < 6) return;
    s.moved = true;
    setDragging({ id: s.id, x: e.clientX, y: e.clientY });
  };
  const up = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const s = start.current;
    start.current = null;
    setDragging(null);
    if (!s) return;
    if (!s.moved) {
      if (selected) onPlace(s.id, selected);
      return;
    }
    const frame = dropTarget()?.(e.clientX, e.clientY);
    if (frame) onPlace(s.id, frame);
  };

  return (
    <section ref={tray} id={id} className="photo-tray" aria-label={t('tray.label')}>
      <div className="tray-actions">
        <button type="button" className="button small" onClick={() => openModal(UploadPhotosModal)}>
          {t('tools.addPhotos')}
        </button>
        <button type="button" className="button small secondary" onClick={() => openModal(UnusedPhotosModal)}>
          {t('tools.unusedPhotos', { count: photos.length })}
        </button>
      </div>
      {doc && <BestPhotos document={doc} />}
      {photos.length === 0 && <p className="hint">{t('tray.empty')}</p>}
      {photos.length > 0 && <p className="hint">{selected ? t('tray.hintSelected') : t('tray.hint')}</p>}
      {photos.length > 0 && (
        <ul>
          {photos.map((p, i) => (
            <li key={p.id}>
              <button
                type="button"
                aria-label={[t('tray.photo', { n: i + 1 }), addedByLabel(p.id), reasonOf(p.id)?.full]
                  .filter(Boolean)
                  .join(': ')}
                title={reasonOf(p.id)?.full}
                onClick={(e) => {
                  // Keyboard presses (no pointer) place the photo in the selected frame.
                  if (e.detail === 0 && selected) onPlace(p.id, selected);
                }}
                onPointerDown={down(p.id)}
                onPointerMove={move}
                onPointerUp={up}
                onPointerCancel={() => {
                  start.current = null;
                  setDragging(null);
                }}
              >
                <PhotoTile photo={p} />
              </button>
              {addedBy.has(p.id) && (
                <span className="tray-added-by" aria-hidden="true">
                  {addedByLabel(p.id)}
                </span>
              )}
              {reasonOf(p.id) && (
                <span className="tray-reason" aria-hidden="true">
                  {reasonOf(p.id)?.short}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {dragging && (
        <div
          className="tray-ghost"
          style={{ left: dragging.x - 24, top: dragging.y - 24 }}
          aria-hidden="true"
        />
      )}
    </section>
  );
}
