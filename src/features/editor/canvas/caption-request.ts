import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { type BookDocument, designPages } from '../../../../render-core';
import type { EditorUi } from '../state/session-ui';
import type { PlacedFrame, SpreadGeometry } from './spread-geometry';
import { newCaptionFrame } from './typing-ops';

/**
 * The toolbar's "Add caption": a request the canvas of the same session answers by typing a new
 * caption on the page it shows, the same way a photo's Caption action does.
 */
export function askForCaption(ui: EditorUi): void {
  ui.captionAsked += 1;
}

/**
 * Where a new caption goes on the spread: the page asked for if it is there (the selected frame's,
 * the one a phone shows), else the first inner page, else the front cover. The frame stands for
 * the page at its place in the spread, as startCaption reads a photo's.
 */
export function captionAnchor(
  doc: BookDocument,
  geometry: SpreadGeometry,
  wanted: readonly (string | null | undefined)[],
): PlacedFrame | null {
  const onSpread = geometry.pages;
  const at =
    wanted.flatMap((id) => onSpread.filter((p) => p.pageId === id))[0] ??
    onSpread.find((p) => p.ref !== 'cover') ??
    onSpread.at(-1);
  const page = at && designPages(doc).find((p) => p.id === at.pageId);
  if (!at || !page) return null;
  const frame = newCaptionFrame(doc, page, 'anchor');
  const origin = { ...frame.box, x: 0, y: 0 } as typeof frame.box;
  return {
    pageId: at.pageId,
    page: at.ref,
    frame: { ...frame, box: origin },
    box: { ...origin, x: at.x, y: 0 } as PlacedFrame['box'],
  };
}

/**
 * Calls `start` with the anchor of the page to caption each time "Add caption" is asked while the
 * canvas is on screen (a request made before it mounted is not answered later). `wanted`: the
 * pages to prefer, first first.
 */
export function useCaptionRequest(
  ui: EditorUi,
  doc: BookDocument,
  geometry: SpreadGeometry,
  wanted: readonly (string | null | undefined)[],
  start: (anchor: PlacedFrame) => void,
): void {
  const { captionAsked: asked } = useSnapshot(ui);
  const seen = useRef(asked);
  const latest = useRef({ doc, geometry, wanted, start });
  latest.current = { doc, geometry, wanted, start };
  useEffect(() => {
    if (asked === seen.current) return;
    seen.current = asked;
    const { doc, geometry, wanted, start } = latest.current;
    const anchor = captionAnchor(doc, geometry, wanted);
    if (anchor) start(anchor);
  }, [asked]);
}
