import { useEffect, useRef } from 'react';
import { snapshot } from 'valtio';
import { designPages } from '../../../render-core';
import { modalStack } from '../../ui/modals/modal-store';
import { useEditorSession } from './state/editor-context';

const NUDGE = 0.02;

function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** A key meant for the editor: no dialog open and not typed into a field. */
export function forEditor(e: KeyboardEvent): boolean {
  return modalStack.entries.length === 0 && !typing(e.target);
}

/** + (or =) zooms in, − zooms out, 0 fits the spread again. */
export function useZoomKeys(zoom: { zoomIn: () => void; zoomOut: () => void; fit: () => void }): void {
  const latest = useRef(zoom);
  latest.current = zoom;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!forEditor(e) || e.ctrlKey || e.metaKey || e.altKey) return;
      const act =
        e.key === '+' || e.key === '='
          ? latest.current.zoomIn
          : e.key === '-'
            ? latest.current.zoomOut
            : e.key === '0'
              ? latest.current.fit
              : null;
      if (!act) return;
      e.preventDefault();
      act();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** How the canvas turns on (a page at a time on a narrow screen); spreads when no canvas says. */
let turner: ((dir: 1 | -1) => void) | null = null;

/** The canvas registers how ← and → turn while nothing is selected: as a swipe does. */
export function useTurnKeys(turn: (dir: 1 | -1) => void): void {
  const latest = useRef(turn);
  latest.current = turn;
  useEffect(() => {
    const mine = (dir: 1 | -1) => latest.current(dir);
    turner = mine;
    return () => {
      if (turner === mine) turner = null;
    };
  }, []);
}

/**
 * Desktop shortcuts: undo (Ctrl/Cmd+Z), redo (Ctrl/Cmd+Shift+Z or Ctrl+Y), Delete/Backspace takes
 * the selected photo or text out, arrows move the photo inside the selected frame (or turn the
 * pages or spreads when nothing is selected, as the canvas's swipe does). Zoom keys: useZoomKeys.
 */
export function useEditorShortcuts(): void {
  const session = useEditorSession();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!forEditor(e)) return;
      const state = snapshot(session.ui);
      const doc = session.document;
      if (!doc) return;
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (mod && key === 'z') {
        e.preventDefault();
        void (e.shiftKey ? session.redo() : session.undo());
        return;
      }
      if (mod && key === 'y') {
        e.preventDefault();
        void session.redo();
        return;
      }
      if (mod || e.altKey) return;
      const sel = state.selected;
      const page = sel ? designPages(doc).find((p) => p.id === sel.pageId) : undefined;
      const frame = sel ? page?.frames.find((f) => f.id === sel.frameId) : undefined;
      if ((e.key === 'Delete' || e.key === 'Backspace') && sel && frame) {
        e.preventDefault();
        if (frame.kind === 'text') void session.edit({ type: 'removeText', ...sel });
        else if (frame.photoId !== null) void session.edit({ type: 'removePhoto', ...sel });
        return;
      }
      // Shift+arrows are the canvas's resize keys (SpreadCanvas).
      if (e.shiftKey) return;
      const dx = e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowRight' ? 1 : 0;
      const dy = e.key === 'ArrowUp' ? -1 : e.key === 'ArrowDown' ? 1 : 0;
      if (dx === 0 && dy === 0) return;
      e.preventDefault();
      if (sel && frame?.kind === 'photo' && frame.photoId !== null) {
        const clamp = (v: number) => Math.min(1, Math.max(0, v));
        void session.edit({
          type: 'panPhoto',
          ...sel,
          centerX: clamp(frame.crop.centerX + dx * NUDGE),
          centerY: clamp(frame.crop.centerY + dy * NUDGE),
        });
      } else if (!sel && dx !== 0) {
        if (turner) turner(dx);
        else session.showSpread(state.spread + dx);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [session]);
}
