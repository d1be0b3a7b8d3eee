import { useEffect, useRef, useState } from 'react';
import { type BookDocument, designPages, type FrameRef, pageTrim } from '../../../../render-core';
import { forEditor } from '../use-shortcuts';
import { isArrow, keyResizedBox, keyZoomed } from './direct';
import type { Effect } from './tools/effects';

/** Below this width a page is shown at a time (SPEC: phones), with a button for the whole spread. */
const NARROW = '(max-width: 599.98px)';

function readViewport() {
  return {
    height: typeof window === 'undefined' ? 740 : window.innerHeight,
    narrow: typeof window !== 'undefined' && window.matchMedia(NARROW).matches,
  };
}

export function useViewport() {
  const [viewport, setViewport] = useState(readViewport);
  useEffect(() => {
    const update = () => setViewport(readViewport());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return viewport;
}

/**
 * Shift+arrows do what the selected frame's corner handle does, for the keyboard and screen
 * readers: resize a text box from its bottom-right corner, or zoom the photo in a photo frame.
 * Each press is one edit, so one undo step, as the plain arrows' nudge of the photo is.
 */
export function useResizeKeys(
  doc: BookDocument,
  selected: FrameRef | null,
  run: (effects: Effect[]) => void,
): void {
  const latest = useRef({ doc, selected, run });
  latest.current = { doc, selected, run };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.shiftKey || e.ctrlKey || e.metaKey || e.altKey || !isArrow(e.key) || !forEditor(e)) return;
      const { doc, selected: sel, run } = latest.current;
      if (!sel) return;
      const page = designPages(doc).find((p) => p.id === sel.pageId);
      const frame = page?.frames.find((f) => f.id === sel.frameId);
      if (!page || !frame) return;
      const ref = { pageId: sel.pageId, frameId: sel.frameId };
      if (frame.kind === 'text') {
        e.preventDefault();
        const box = keyResizedBox(frame.box, e.key, pageTrim(doc.product, page));
        run([{ type: 'edit', op: { type: 'editText', ...ref, box } }]);
      } else if (frame.photoId !== null) {
        e.preventDefault();
        run([{ type: 'edit', op: { type: 'zoomPhoto', ...ref, zoom: keyZoomed(frame.crop.zoom, e.key) } }]);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
