import { type RefObject, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { BookDocument } from '../../../../render-core';
import { framesOnPage, type PlacedFrame, pageWindow, spreadGeometry } from './spread-geometry';
import { shownPageId } from './turns';
import { canvasHeight, FIT, fitWindow, type ScreenRect, type View } from './view';

interface Options {
  doc: BookDocument;
  spread: number;
  focusPageId: string | null;
  viewport: { height: number; narrow: boolean };
  wholeSpread: boolean;
  box: RefObject<HTMLDivElement | null>;
}

/** The canvas's own height: a phone's page takes at least 45 % of the screen, a spread its own. */
function ownHeight(
  width: number,
  win: ReturnType<typeof pageWindow>,
  narrow: boolean,
  screen: number,
  page: boolean,
) {
  // A whole spread (or the cover sheet) on a phone spans the width at its own height: no bands.
  if (narrow && !page) return canvasHeight(width, win, 0, screen * 0.62);
  if (narrow) return canvasHeight(width, win, screen * 0.45, screen * 0.62);
  return canvasHeight(width, win, 220, screen * 0.55);
}

/** Takes the box's size, keeping the state as it is when the size has not changed. */
function measureBox(el: HTMLElement, set: (next: (s: Size) => Size) => void) {
  const width = el.clientWidth;
  const height = el.clientHeight;
  set((s) => (s.width === width && s.height === height ? s : { width, height }));
}

interface Size {
  width: number;
  height: number;
}

/** What the canvas shows and where: its size, the page or spread, the view, spread mm to canvas px. */
export function useCanvasLayout({ doc, spread, focusPageId, viewport, wholeSpread, box }: Options) {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  const [view, setView] = useState<View>(FIT);
  const pageView = viewport.narrow && !wholeSpread;
  const geometry = useMemo(() => spreadGeometry(doc, spread), [doc, spread]);
  const pageId = shownPageId(doc, spread, focusPageId, pageView);
  const visible = useMemo(() => framesOnPage(geometry, pageId), [geometry, pageId]);
  const win = pageWindow(geometry, pageId);
  const { width, height } = size;

  const own = ownHeight(width, win, viewport.narrow, viewport.height, pageId !== null);

  // Measured as soon as the box is on the page, before it is painted, and then by the observer.
  // Not in a passive effect: on a page busy taking photos in, that waited for a frame, and the
  // observer's first answer for another, each 0.4-0.9 s at 4x throttle before the spread showed.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => measureBox(el, setSize));
    observer.observe(el);
    measureBox(el, setSize);
    return () => observer.disconnect();
  }, [box]);
  // The box's height is ours (`own`, from its width): a render that gives it a new one measures it
  // at once, not a frame later through the observer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `own` is what changed the box.
  useLayoutEffect(() => {
    if (box.current) measureBox(box.current, setSize);
  }, [own, box]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another spread or page starts at the fitted view.
  useEffect(() => setView(FIT), [spread, pageId, pageView]);

  const fitted = fitWindow(win, width, height);
  const scale = fitted.fit * view.zoom;
  const originX = view.x + fitted.offsetX * view.zoom;
  const originY = view.y + fitted.offsetY * view.zoom;
  const screenBox = (f: PlacedFrame): ScreenRect => ({
    x: originX + f.box.x * scale,
    y: originY + f.box.y * scale,
    width: f.box.width * scale,
    height: f.box.height * scale,
  });
  return {
    geometry,
    visible,
    pageId,
    pageView,
    width,
    height,
    ownHeight: own,
    /** A whole spread on a phone: the canvas is the spread's own shape, edge to edge. */
    fitsSpread: viewport.narrow && pageId === null,
    view,
    setView,
    scale,
    originX,
    originY,
    screenBox,
  };
}
