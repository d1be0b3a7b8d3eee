import type Konva from 'konva';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Layer, Rect, Shape, Stage } from 'react-konva';
import {
  type BookDocument,
  type Finding,
  type FrameRef,
  paintScene,
  sceneForSpread,
} from '../../../../render-core';
import { loadedBitmap, photoBitmap } from './photo-bitmaps';
import { frameAt, type PlacedFrame, spreadGeometry } from './spread-geometry';
import { CalendarMonths } from './CalendarMonths';
import './canvas.css';
import { useZoomKeys } from '../use-shortcuts';
import { clampView, FIT, MAX_ZOOM, pinchView, type View, ZOOM_STEP, zoomAt } from './view';

interface Props {
  document: BookDocument;
  spread: number;
  selected: FrameRef | null;
  findings: readonly Finding[];
  onSelect: (frame: FrameRef | null) => void;
  onSwap: (a: FrameRef, b: FrameRef) => void;
  /** Lets the photo tray drop onto the canvas: the photo frame under a screen point. */
  registerDropTarget: (find: ((clientX: number, clientY: number) => FrameRef | null) | null) => void;
}

const DRAG_THRESHOLD_PX = 6;

/** `npm run bench:editor` reads this mark: the first spread on screen after opening a book. */
function markFirstSpread() {
  if (performance.getEntriesByName('bindery:first-spread').length === 0)
    performance.mark('bindery:first-spread');
}
const refOf = (f: PlacedFrame): FrameRef => ({ pageId: f.pageId, frameId: f.frame.id });

type Gesture =
  | { kind: 'none' }
  | { kind: 'press'; frame: PlacedFrame | null; x: number; y: number }
  | { kind: 'drag'; frame: PlacedFrame; target: PlacedFrame | null }
  | { kind: 'pan'; x: number; y: number; view: View }
  | { kind: 'pinch'; distance: number; mid: { x: number; y: number }; view: View };

/**
 * A spread drawn with react-konva: render-core's draw list painted into one static layer, and an
 * overlay layer for the selection and the photo being dragged (so a drag repaints only the overlay).
 */
export function SpreadCanvas({
  document: doc,
  spread,
  selected,
  findings,
  onSelect,
  onSwap,
  registerDropTarget,
}: Props) {
  const { t, i18n } = useTranslation('editor');
  const box = useRef<HTMLDivElement>(null);
  const stage = useRef<Konva.Stage>(null);
  const overlay = useRef<Konva.Layer>(null);
  const ghost = useRef<Konva.Rect>(null);
  const target = useRef<Konva.Rect>(null);
  const gesture = useRef<Gesture>({ kind: 'none' });
  const [width, setWidth] = useState(0);
  const [view, setView] = useState<View>(FIT);
  // Bumped as photos load, so the spread repaints with them.
  const [, setLoaded] = useState(0);

  const geometry = useMemo(() => spreadGeometry(doc, spread), [doc, spread]);
  const locale = i18n.language;
  const scene = useMemo(
    () => sceneForSpread(doc, spread, { placeholders: true, locale }),
    [doc, spread, locale],
  );
  const maxHeight = typeof window === 'undefined' ? 600 : Math.max(220, window.innerHeight * 0.55);
  const height = Math.min(maxHeight, (width * geometry.height) / geometry.width);
  const fit = width > 0 ? Math.min(width / geometry.width, height / geometry.height) : 1;
  const offsetX = (width - geometry.width * fit) / 2;
  const scale = fit * view.zoom;
  const originX = view.x + offsetX * view.zoom;
  const originY = view.y;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    setWidth(el.clientWidth);
    return () => observer.disconnect();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another spread starts at the fitted view.
  useEffect(() => setView(FIT), [spread]);
  /** Zooms around the middle of the canvas (buttons and the + and − keys). */
  const zoomBy = (factor: number) =>
    setView((v) => clampView(zoomAt(v, factor, width / 2, height / 2), width, height));
  useZoomKeys({
    zoomIn: () => zoomBy(ZOOM_STEP),
    zoomOut: () => zoomBy(1 / ZOOM_STEP),
    fit: () => setView(FIT),
  });

  useEffect(() => {
    let live = true;
    const ids = new Set(scene.items.flatMap((i) => (i.kind === 'image' ? [i.photoId] : [])));
    for (const id of ids) {
      if (loadedBitmap(id)) continue;
      void photoBitmap(id).then((b) => live && b && setLoaded((n) => n + 1));
    }
    return () => {
      live = false;
    };
  }, [scene]);

  const toSpread = (clientX: number, clientY: number) => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect) return null;
    return { x: (clientX - rect.left - originX) / scale, y: (clientY - rect.top - originY) / scale };
  };

  useEffect(() => {
    registerDropTarget((cx, cy) => {
      const p = toSpread(cx, cy);
      const rect = box.current?.getBoundingClientRect();
      if (!p || !rect || cx < rect.left || cx > rect.right || cy < rect.top || cy > rect.bottom) return null;
      const f = frameAt(geometry, p.x, p.y, 'photo');
      return f ? refOf(f) : null;
    });
    return () => registerDropTarget(null);
  });

  const showGhost = (g: Gesture, clientX: number, clientY: number) => {
    const node = ghost.current;
    const mark = target.current;
    const rect = box.current?.getBoundingClientRect();
    if (!node || !mark || !rect) return;
    if (g.kind !== 'drag') {
      node.visible(false);
      mark.visible(false);
    } else {
      const w = g.frame.box.width * scale * 0.5;
      const h = g.frame.box.height * scale * 0.5;
      node.setAttrs({
        visible: true,
        x: clientX - rect.left - w / 2,
        y: clientY - rect.top - h / 2,
        width: w,
        height: h,
      });
      if (g.target) {
        const b = g.target.box;
        mark.setAttrs({
          visible: true,
          x: originX + b.x * scale,
          y: originY + b.y * scale,
          width: b.width * scale,
          height: b.height * scale,
        });
      } else mark.visible(false);
    }
    overlay.current?.batchDraw();
  };

  const onPointerDown = (e: Konva.KonvaEventObject<PointerEvent>) => {
    if (gesture.current.kind === 'pinch') return;
    const { clientX, clientY } = e.evt;
    const p = toSpread(clientX, clientY);
    const frame = p ? frameAt(geometry, p.x, p.y) : null;
    gesture.current = { kind: 'press', frame, x: clientX, y: clientY };
  };

  const onPointerMove = (e: Konva.KonvaEventObject<PointerEvent>) => {
    const g = gesture.current;
    const { clientX, clientY } = e.evt;
    if (g.kind === 'press') {
      if (Math.hypot(clientX - g.x, clientY - g.y) < DRAG_THRESHOLD_PX) return;
      if (g.frame?.frame.kind === 'photo' && g.frame.frame.photoId !== null) {
        gesture.current = { kind: 'drag', frame: g.frame, target: null };
      } else if (view.zoom > 1) {
        // From where the finger went down, so the spread stays under it.
        gesture.current = { kind: 'pan', x: g.x, y: g.y, view };
      } else {
        gesture.current = { kind: 'none' };
      }
    }
    const now = gesture.current;
    if (now.kind === 'drag') {
      const p = toSpread(clientX, clientY);
      const over = p ? frameAt(geometry, p.x, p.y, 'photo') : null;
      now.target = over && over.frame.id !== now.frame.frame.id ? over : null;
      showGhost(now, clientX, clientY);
    } else if (now.kind === 'pan') {
      setView(
        clampView(
          { ...now.view, x: now.view.x + clientX - now.x, y: now.view.y + clientY - now.y },
          width,
          height,
        ),
      );
    }
  };

  const onPointerUp = () => {
    const g = gesture.current;
    gesture.current = { kind: 'none' };
    if (g.kind === 'press') onSelect(g.frame ? refOf(g.frame) : null);
    if (g.kind === 'drag') {
      showGhost({ kind: 'none' }, 0, 0);
      if (g.target) {
        onSwap(refOf(g.frame), refOf(g.target));
        onSelect(refOf(g.target));
      }
    }
  };

  const onWheel = (e: Konva.KonvaEventObject<WheelEvent>) => {
    const zooming = e.evt.ctrlKey || e.evt.metaKey;
    // At the fitted size a plain wheel scrolls the page as everywhere else.
    if (!zooming && view.zoom <= 1) return;
    e.evt.preventDefault();
    const rect = box.current?.getBoundingClientRect();
    if (!rect) return;
    const px = e.evt.clientX - rect.left;
    const py = e.evt.clientY - rect.top;
    // Trackpad pinches arrive as wheel events with ctrlKey; plain wheels and two-finger swipes pan.
    if (zooming) setView((v) => zoomAt(v, Math.exp(-e.evt.deltaY / 200), px, py));
    else setView((v) => clampView({ ...v, x: v.x - e.evt.deltaX, y: v.y - e.evt.deltaY }, width, height));
  };

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const distance = (t: TouchList) =>
      Math.hypot(t[0]!.clientX - t[1]!.clientX, t[0]!.clientY - t[1]!.clientY);
    const midpoint = (t: TouchList) => {
      const rect = el.getBoundingClientRect();
      return {
        x: (t[0]!.clientX + t[1]!.clientX) / 2 - rect.left,
        y: (t[0]!.clientY + t[1]!.clientY) / 2 - rect.top,
      };
    };
    const start = (e: TouchEvent) => {
      if (e.touches.length !== 2) return;
      showGhost({ kind: 'none' }, 0, 0);
      gesture.current = {
        kind: 'pinch',
        distance: Math.max(1, distance(e.touches)),
        mid: midpoint(e.touches),
        view,
      };
    };
    const move = (e: TouchEvent) => {
      const g = gesture.current;
      if (g.kind !== 'pinch' || e.touches.length !== 2) return;
      e.preventDefault();
      const factor = distance(e.touches) / g.distance;
      setView(clampView(pinchView(g.view, factor, g.mid, midpoint(e.touches)), width, height));
    };
    const end = (e: TouchEvent) => {
      if (gesture.current.kind === 'pinch' && e.touches.length < 2) gesture.current = { kind: 'none' };
    };
    el.addEventListener('touchstart', start, { passive: true });
    el.addEventListener('touchmove', move, { passive: false });
    el.addEventListener('touchend', end);
    return () => {
      el.removeEventListener('touchstart', start);
      el.removeEventListener('touchmove', move);
      el.removeEventListener('touchend', end);
    };
  });

  const selectedFrame = selected
    ? geometry.frames.find((f) => f.frame.id === selected.frameId && f.pageId === selected.pageId)
    : undefined;
  const badges = new Map<string, Finding>();
  for (const f of findings)
    if (f.frame && (f.code === 'LOW_DPI' || f.code === 'DPI_TOO_LOW')) badges.set(f.frame, f);

  let photoNumber = 0;
  return (
    <div className="spread-canvas" ref={box} style={{ height }}>
      {width > 0 && (
        <Stage
          ref={stage}
          width={width}
          height={height}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            gesture.current = { kind: 'none' };
            showGhost({ kind: 'none' }, 0, 0);
          }}
          onWheel={onWheel}
        >
          <Layer listening={false}>
            <Shape
              x={originX}
              y={originY}
              sceneFunc={(ctx) => {
                paintScene<ImageBitmap>(ctx._context, scene, { scale, image: loadedBitmap });
                markFirstSpread();
              }}
            />
          </Layer>
          <Layer ref={overlay} listening={false}>
            {selectedFrame && (
              <Rect
                x={originX + selectedFrame.box.x * scale}
                y={originY + selectedFrame.box.y * scale}
                width={selectedFrame.box.width * scale}
                height={selectedFrame.box.height * scale}
                stroke="#0b63ce"
                strokeWidth={3}
              />
            )}
            <Rect ref={target} visible={false} stroke="#0b63ce" strokeWidth={4} dash={[8, 6]} />
            <Rect
              ref={ghost}
              visible={false}
              fill="rgba(11, 99, 206, 0.25)"
              stroke="#0b63ce"
              strokeWidth={2}
              cornerRadius={4}
            />
          </Layer>
        </Stage>
      )}
      <ul className="frame-targets" aria-label={t('canvas.frames')}>
        {geometry.frames.map((f) => {
          const n = f.frame.kind === 'photo' ? ++photoNumber : 0;
          const label =
            f.frame.kind === 'text'
              ? t('canvas.textFrame', { text: f.frame.text || t('canvas.emptyText') })
              : f.frame.photoId === null
                ? t('canvas.emptyFrame', { n })
                : t('canvas.photoFrame', { n });
          const badge = badges.get(f.frame.id);
          const isSelected = selected?.frameId === f.frame.id && selected.pageId === f.pageId;
          return (
            <li key={`${f.pageId}/${f.frame.id}`}>
              <button
                type="button"
                className="frame-target"
                aria-pressed={isSelected}
                data-photo-id={f.frame.kind === 'photo' ? (f.frame.photoId ?? '') : undefined}
                style={{
                  left: originX + f.box.x * scale,
                  top: originY + f.box.y * scale,
                  width: f.box.width * scale,
                  height: f.box.height * scale,
                }}
                aria-label={label}
                aria-describedby={badge ? `finding-${f.frame.id}` : undefined}
                onClick={() => onSelect(refOf(f))}
              >
                {badge && (
                  <span className={`frame-badge ${badge.severity}`} aria-hidden="true">
                    {t('canvas.lowResolution')}
                  </span>
                )}
              </button>
              {badge && (
                <span id={`finding-${f.frame.id}`} className="visually-hidden">
                  {t(badge.messageKey, badge.values)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <CalendarMonths document={doc} spread={spread} />
      <div className="canvas-zoom">
        <p role="status" className="canvas-zoom-level">
          {view.zoom > 1
            ? t('zoom.level', {
                percent: new Intl.NumberFormat(locale, { style: 'percent' }).format(view.zoom),
              })
            : ''}
        </p>
        {view.zoom > 1 && (
          <button type="button" className="button small secondary" onClick={() => setView(FIT)}>
            {t('zoom.reset')}
          </button>
        )}
        {/* Buttons and keys as well as pinching: zooming never needs two fingers. */}
        <button
          type="button"
          className="button small secondary canvas-zoom-step"
          aria-label={t('zoom.out')}
          title={t('zoom.out')}
          disabled={view.zoom <= 1}
          onClick={() => zoomBy(1 / ZOOM_STEP)}
        >
          −
        </button>
        <button
          type="button"
          className="button small secondary canvas-zoom-step"
          aria-label={t('zoom.in')}
          title={t('zoom.in')}
          disabled={view.zoom >= MAX_ZOOM}
          onClick={() => zoomBy(ZOOM_STEP)}
        >
          +
        </button>
      </div>
    </div>
  );
}
