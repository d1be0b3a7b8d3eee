import { type RefObject, useEffect, useMemo, useState } from 'react';
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

/** What the canvas shows and where: its size, the page or spread, the view, spread mm to canvas px. */
export function useCanvasLayout({ doc, spread, focusPageId, viewport, wholeSpread, box }: Options) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [view, setView] = useState<View>(FIT);
  const pageView = viewport.narrow && !wholeSpread;
  const geometry = useMemo(() => spreadGeometry(doc, spread), [doc, spread]);
  const pageId = shownPageId(doc, spread, focusPageId, pageView);
  const visible = useMemo(() => framesOnPage(geometry, pageId), [geometry, pageId]);
  const win = pageWindow(geometry, pageId);
  const { width, height } = size;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    measure();
    return () => observer.disconnect();
  }, [box]);
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
    ownHeight: ownHeight(width, win, viewport.narrow, viewport.height, pageId !== null),
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
