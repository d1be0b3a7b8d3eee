import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { openModal } from '../../../ui/modals/modal-store';
import { FontsModal, ImageEditorModal, UnusedPhotosModal } from '../modals/lazy-modals';
import { cancelMove, sameFrame, startMove } from './move-photo';
import type { PlacedFrame } from './spread-geometry';
import { placeBeside, type ScreenRect } from './view';
import { useEditorSession } from '../state/editor-context';

interface Props {
  frame: PlacedFrame;
  /** The frame's part on screen, in pixels of the canvas area. */
  rect: ScreenRect;
  area: { width: number; height: number };
  /** Where the actions go when there is no room beside the frame (a row outside the canvas). */
  fallback: HTMLElement | null;
  /** Starts typing on a text frame on the page. */
  onType: (frame: { pageId: string; frameId: string }) => void;
  /** Starts typing a new caption on the selected photo's page. */
  onCaption: () => void;
}

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
const ICONS = {
  edit: icon('M4 20h4L19 9l-4-4L4 16v4zM13 7l4 4'),
  replace: icon('M4 8h13l-3-3M20 16H7l3 3'),
  photo: icon('M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01'),
  caption: icon('M5 6h14M12 6v13M8 19h8'),
  fonts: icon('M3 19l5-14 5 14M5 14h6M20 13v6M20 16a3 3 0 1 1 0-.01'),
  remove: icon('M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13'),
  move: icon(
    'M12 3v18M3 12h18M12 3l-3 3M12 3l3 3M12 21l-3-3M12 21l3-3M3 12l3-3M3 12l3 3M21 12l-3-3M21 12l-3 3',
  ),
};

function Action({ label, glyph, onClick }: { label: string; glyph: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className="frame-action" onClick={onClick}>
      {glyph}
      <span>{label}</span>
    </button>
  );
}

/**
 * What can be done to the selected frame, next to it: above the frame, or below it when there is no
 * room above, never over it; in the row under the canvas when the frame leaves no room either side.
 */
export function FrameActions({ frame, rect, area, fallback, onType, onCaption }: Props) {
  const { t } = useTranslation('editor-canvas');
  const session = useEditorSession();
  const bar = useRef<HTMLFieldSetElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);

  // Measured after every render (labels change with the language and the frame's kind); the bar's
  // width is its content's, the same beside the frame and in the row, so placing it cannot flip-flop.
  useLayoutEffect(() => {
    const el = bar.current;
    if (!el) return;
    const width = el.offsetWidth;
    const height = el.offsetHeight;
    if (width !== size?.width || height !== size?.height) setSize({ width, height });
  });

  const ref = { pageId: frame.pageId, frameId: frame.frame.id };
  const f = frame.frame;
  const moving = sameFrame(useSnapshot(session.ui).moveFrom, ref);
  const cancel = useRef<HTMLButtonElement>(null);
  // The Move button gives way to the hint and its Cancel: focus goes there, not to the page.
  useEffect(() => {
    if (!moving) return;
    cancel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      cancelMove(session.ui);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [moving, session]);
  // A move waits only while its frame is selected.
  useEffect(() => () => cancelMove(session.ui), [session]);

  const actions = moving ? (
    <>
      <p role="status" className="frame-move-hint">
        {t('move.choose')}
      </p>
      <button ref={cancel} type="button" className="frame-action" onClick={() => cancelMove(session.ui)}>
        <span>{t('move.cancel')}</span>
      </button>
    </>
  ) : f.kind === 'text' ? (
    <>
      <Action label={t('actions.editText')} glyph={ICONS.edit} onClick={() => onType(ref)} />
      <Action label={t('actions.fonts')} glyph={ICONS.fonts} onClick={() => openModal(FontsModal)} />
      <Action
        label={t('actions.remove')}
        glyph={ICONS.remove}
        onClick={() => void session.edit({ type: 'removeText', ...ref })}
      />
    </>
  ) : (
    <>
      {f.photoId !== null && (
        <Action
          label={t('actions.editPhoto')}
          glyph={ICONS.edit}
          onClick={() => openModal(ImageEditorModal, { frame: ref })}
        />
      )}
      {/* The unused photos dialog puts the photo picked into the selected frame: this one. */}
      <Action
        label={f.photoId !== null ? t('actions.replace') : t('actions.choosePhoto')}
        glyph={f.photoId !== null ? ICONS.replace : ICONS.photo}
        onClick={() => openModal(UnusedPhotosModal)}
      />
      {/* Then the frame it goes to: the two photos swap, as a drag does (the keyboard's way). */}
      {f.photoId !== null && (
        <Action label={t('move.action')} glyph={ICONS.move} onClick={() => startMove(session.ui, ref)} />
      )}
      {/* A new caption on this photo's page, typed on the page itself. */}
      <Action label={t('actions.caption')} glyph={ICONS.caption} onClick={onCaption} />
      {f.photoId !== null && (
        <Action
          label={t('actions.remove')}
          glyph={ICONS.remove}
          onClick={() => void session.edit({ type: 'removePhoto', ...ref })}
        />
      )}
    </>
  );

  const place = size ? placeBeside(rect, size, area) : null;
  const content = (
    <fieldset
      ref={bar}
      aria-label={f.kind === 'text' ? t('actions.text') : t('actions.photo')}
      className={`frame-actions ${place ? 'beside' : 'in-row'}`}
      data-side={place?.side}
      style={place ? { left: place.left, top: place.top } : undefined}
    >
      {actions}
    </fieldset>
  );
  return !place && fallback ? createPortal(content, fallback) : content;
}
