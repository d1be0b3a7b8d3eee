import { useGesture } from '@use-gesture/react';
import type Konva from 'konva';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, Layer, Rect, Shape, Stage } from 'react-konva';
import { useSnapshot } from 'valtio';
import {
  type BookDocument,
  type Finding,
  type FrameRef,
  type PhotoCrop,
  type PhotoRef,
  pageTrim,
  paintScene,
  themeById,
  type Rect as Box,
  sceneForSpread,
} from '../../../../render-core';
import {
  beginGesture,
  edit,
  editTogether,
  endGesture,
  select,
  showPage,
  showSpread,
} from '../state/controller';
import { editorState } from '../state/editor-store';
import { forEditor, useTurnKeys, useZoomKeys } from '../use-shortcuts';
import { CalendarMonths } from './CalendarMonths';
import { useCaptionRequest } from './caption-request';
import { FrameActions } from './FrameActions';
import {
  draggedZoom,
  HANDLE_REACH,
  handleCentre,
  isArrow,
  keyResizedBox,
  keyZoomed,
  movedBox,
  onHandle,
  pannedCentre,
  resizedBox,
} from './direct';
import { canvasText } from './fonts';
import { isPreparing, loadedBitmap, photoBitmap } from './photo-bitmaps';
import { framesOnPage, frameAt, type PlacedFrame, pageWindow, spreadGeometry } from './spread-geometry';
import { checkText } from '../order/refusal';
import { TextOnPage, type TypedText } from './TextOnPage';
import { newCaptionFrame, newCaptionOps, typedOps, withoutText } from './typing-ops';
import { averageLuminance, hexLuminance } from './text-style';
import { type Shown, shownPageId, turn } from './turns';
import {
  canvasHeight,
  clampView,
  clipRect,
  FIT,
  fitWindow,
  MAX_ZOOM,
  pinchView,
  type View,
  ZOOM_STEP,
  zoomAt,
} from './view';
import './canvas.css';

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

/** Below this width a page is shown at a time (SPEC: phones), with a button for the whole spread. */
const NARROW = '(max-width: 599.98px)';
/** A finger that moves less than this is a tap. */
const TAP_PX = 6;
/** A slow drag across the page (not a flick) turns it once it has gone this share of the width. */
const TURN_SHARE = 0.25;
/** Where the shown page is, in the product's own words: page, print or month. */
const PAGE_KEY = { book: 'view.page', print: 'view.print', calendar: 'view.month' } as const;

/** `npm run bench:editor` reads this mark: the first spread on screen after opening a book. */
function markFirstSpread() {
  if (performance.getEntriesByName('bindery:first-spread').length === 0)
    performance.mark('bindery:first-spread');
}
const refOf = (f: PlacedFrame): FrameRef => ({ pageId: f.pageId, frameId: f.frame.id });

/** What a finger (or the mouse) pressed on the canvas is doing, decided once it starts to move. */
type Drag =
  | { kind: 'photo'; frame: PlacedFrame; target: PlacedFrame | null }
  | { kind: 'pan'; view: View }
  | { kind: 'turn' }
  // The selected frame worked directly; each is one undo step (beginGesture .. endGesture).
  | { kind: 'crop'; ref: FrameRef; photo: PhotoRef; box: Box; crop: PhotoCrop }
  | { kind: 'zoom'; ref: FrameRef; crop: PhotoCrop; centre: { x: number; y: number } }
  | { kind: 'text'; ref: FrameRef; box: Box; trim: { width: number; height: number }; resize: boolean };

const DIRECT = new Set<Drag['kind']>(['crop', 'zoom', 'text']);

function readViewport() {
  return {
    height: typeof window === 'undefined' ? 740 : window.innerHeight,
    narrow: typeof window !== 'undefined' && window.matchMedia(NARROW).matches,
  };
}

function useViewport() {
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
function useResizeKeys(doc: BookDocument, selected: FrameRef | null): void {
  const latest = useRef({ doc, selected });
  latest.current = { doc, selected };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.shiftKey || e.ctrlKey || e.metaKey || e.altKey || !isArrow(e.key) || !forEditor(e)) return;
      const { doc, selected: sel } = latest.current;
      if (!sel) return;
      const page = [doc.cover, doc.backCover, ...doc.pages].find((p) => p?.id === sel.pageId);
      const frame = page?.frames.find((f) => f.id === sel.frameId);
      if (!page || !frame) return;
      const ref = { pageId: sel.pageId, frameId: sel.frameId };
      if (frame.kind === 'text') {
        e.preventDefault();
        void edit({
          type: 'editText',
          ...ref,
          box: keyResizedBox(frame.box, e.key, pageTrim(doc.product, page)),
        });
      } else if (frame.photoId !== null) {
        e.preventDefault();
        void edit({ type: 'zoomPhoto', ...ref, zoom: keyZoomed(frame.crop.zoom, e.key) });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * A spread drawn with react-konva: render-core's draw list painted into one static layer, and an
 * overlay layer for the selection and the photo being dragged (so a drag repaints only the overlay).
 * On a narrow screen one page of the spread fills the width; a swipe turns pages and spreads.
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
  const { t: tc } = useTranslation('editor-canvas');
  // Only a tab that came through the uploader prepares photos, and it has these words already.
  const { t: tp } = useTranslation('photos', { useSuspense: false });
  const { focusPageId } = useSnapshot(editorState);
  const box = useRef<HTMLDivElement>(null);
  const slide = useRef<HTMLDivElement>(null);
  const overlay = useRef<Konva.Layer>(null);
  const ghost = useRef<Konva.Rect>(null);
  const target = useRef<Konva.Rect>(null);
  const [actionRow, setActionRow] = useState<HTMLDivElement | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [view, setView] = useState<View>(FIT);
  const viewport = useViewport();
  const [wholeSpread, setWholeSpread] = useState(false);
  // Bumped as photos load, so the spread repaints with them.
  const [, setLoaded] = useState(0);
  // The text frame being typed on the page, and the luminance of what is behind it.
  const [typing, setTyping] = useState<FrameRef | null>(null);
  // A new caption being typed: not on the page until Done, so Escape leaves no trace.
  const [newCaption, setNewCaption] = useState<PlacedFrame | null>(null);
  const [behind, setBehind] = useState<number | null>(null);
  const staticLayer = useRef<Konva.Layer>(null);

  const pageView = viewport.narrow && !wholeSpread;
  const geometry = useMemo(() => spreadGeometry(doc, spread), [doc, spread]);
  const pageId = shownPageId(doc, spread, focusPageId, pageView);
  const visible = useMemo(() => framesOnPage(geometry, pageId), [geometry, pageId]);
  const win = pageWindow(geometry, pageId);
  const locale = i18n.language;
  const scene = useMemo(
    () => sceneForSpread(typing ? withoutText(doc, typing) : doc, spread, { placeholders: true, locale }),
    [doc, spread, locale, typing],
  );

  const { width, height } = size;
  // A phone's canvas takes at least 45 % of the screen; the shell may give it more (it grows).
  // (The cover sheet and a whole spread are wide and short: they need less.)
  const ownHeight = viewport.narrow
    ? canvasHeight(width, win, viewport.height * (pageId === null ? 0.3 : 0.45), viewport.height * 0.62)
    : canvasHeight(width, win, 220, viewport.height * 0.55);
  const fitted = fitWindow(win, width, height);
  const scale = fitted.fit * view.zoom;
  const originX = view.x + fitted.offsetX * view.zoom;
  const originY = view.y + fitted.offsetY * view.zoom;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    measure();
    return () => observer.disconnect();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another spread or page starts at the fitted view.
  useEffect(() => setView(FIT), [spread, pageId, pageView]);
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
  /** The frame on screen under a point of the page (none outside the canvas or off the page shown). */
  const frameUnder = (clientX: number, clientY: number, kind?: 'photo') => {
    const rect = box.current?.getBoundingClientRect();
    const p = toSpread(clientX, clientY);
    if (!p || !rect || clientX < rect.left || clientX > rect.right) return null;
    if (clientY < rect.top || clientY > rect.bottom) return null;
    return frameAt(visible, p.x, p.y, kind);
  };

  useEffect(() => {
    registerDropTarget((cx, cy) => {
      const f = frameUnder(cx, cy, 'photo');
      return f ? refOf(f) : null;
    });
    return () => registerDropTarget(null);
  });

  const showGhost = (drag: Drag | null, clientX: number, clientY: number) => {
    const node = ghost.current;
    const mark = target.current;
    const rect = box.current?.getBoundingClientRect();
    if (!node || !mark || !rect) return;
    if (drag?.kind !== 'photo') {
      node.visible(false);
      mark.visible(false);
    } else {
      const w = drag.frame.box.width * scale * 0.5;
      const h = drag.frame.box.height * scale * 0.5;
      node.setAttrs({
        visible: true,
        x: clientX - rect.left - w / 2,
        y: clientY - rect.top - h / 2,
        width: w,
        height: h,
      });
      if (drag.target) {
        const b = drag.target.box;
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
  /** The page follows the finger while it turns it; moved straight on the element, not per render. */
  const slideBy = (dx: number) => {
    if (slide.current) slide.current.style.transform = dx === 0 ? '' : `translateX(${dx}px)`;
  };

  const turnPage = (dir: 1 | -1) => {
    const next = turn(doc, { spread, pageId } satisfies Shown, pageView, dir);
    if (!next) return;
    if (next.pageId) showPage(next.pageId);
    else showSpread(next.spread);
  };

  useTurnKeys(turnPage);
  useResizeKeys(doc, selected);

  const selectedFrame = selected
    ? visible.frames.find((f) => f.frame.id === selected.frameId && f.pageId === selected.pageId)
    : undefined;
  /** The selected frame on the canvas, in px from the canvas's top left. */
  const selectedBox = selectedFrame
    ? {
        x: originX + selectedFrame.box.x * scale,
        y: originY + selectedFrame.box.y * scale,
        width: selectedFrame.box.width * scale,
        height: selectedFrame.box.height * scale,
      }
    : null;

  const typingFrame = typing
    ? newCaption && newCaption.frame.id === typing.frameId
      ? newCaption
      : visible.frames.find((f) => f.frame.id === typing.frameId && f.pageId === typing.pageId)
    : undefined;
  const typingText = typingFrame?.frame.kind === 'text' ? typingFrame.frame : null;
  // Another page or spread, an undo that took the frame away: the typing ends with it.
  useEffect(() => {
    if (typing && !typingText) setTyping(null);
  }, [typing, typingText]);

  /** Starts typing on a text frame on the page (a tap on the selected text, Enter, "Edit text"). */
  const startTyping = (ref: FrameRef) => {
    onSelect(ref);
    setNewCaption(null);
    setBehind(null);
    setTyping(ref);
  };
  /** A photo's "Caption": a new caption on its page, in the caption band, typed on the page. */
  const startCaption = (photo: PlacedFrame) => {
    const page = [doc.cover, doc.backCover, ...doc.pages].find((p) => p?.id === photo.pageId);
    if (!page) return;
    const frame = newCaptionFrame(doc, page, `caption-${Date.now().toString(36)}`);
    const dx = photo.box.x - photo.frame.box.x;
    const dy = photo.box.y - photo.frame.box.y;
    setBehind(null);
    setNewCaption({ ...photo, frame, box: { ...frame.box, x: frame.box.x + dx, y: frame.box.y + dy } });
    setTyping({ pageId: photo.pageId, frameId: frame.id });
  };
  useCaptionRequest(doc, geometry, [pageId, selected?.pageId], startCaption);
  const stopTyping = () => {
    setTyping(null);
    setNewCaption(null);
  };
  const finishTyping = (typed: TypedText) => {
    const ref = typing;
    const adding = newCaption?.frame.id === ref?.frameId ? newCaption : null;
    stopTyping();
    if (!ref || !typingText) return;
    if (adding) {
      // Nothing typed, nothing added.
      if (typed.text.trim() === '') return;
      void editTogether(newCaptionOps(ref, typingText.box, typed)).then((ok) => ok && select(ref));
      return;
    }
    const ops = typedOps(typingText, ref, typed);
    if (ops.length > 0) void editTogether(ops);
    select(ref);
  };

  // What is behind the text box, read from the painted page once its words are out of the way,
  // so Auto and the swatches judge contrast on the real photo.
  const typingBox = typingFrame
    ? {
        x: originX + typingFrame.box.x * scale,
        y: originY + typingFrame.box.y * scale,
        width: typingFrame.box.width * scale,
        height: typingFrame.box.height * scale,
      }
    : null;
  const bx = typingBox?.x ?? 0;
  const by = typingBox?.y ?? 0;
  const bw = typingBox?.width ?? 0;
  const bh = typingBox?.height ?? 0;
  const pageBackground = typingFrame
    ? ([doc.cover, doc.backCover, ...doc.pages].find((p) => p?.id === typingFrame.pageId)?.background ?? null)
    : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pixels change with the scene (photos loading).
  useEffect(() => {
    if (!typing || bw <= 0 || bh <= 0) return;
    const frame = requestAnimationFrame(() => {
      const layer = staticLayer.current;
      const fallback = hexLuminance(pageBackground ?? themeById(doc.theme).background);
      if (!layer) return setBehind(fallback);
      try {
        const canvas = layer.getNativeCanvasElement();
        const ratio = layer.getCanvas().getPixelRatio();
        const x = Math.max(0, Math.floor(bx * ratio));
        const y = Math.max(0, Math.floor(by * ratio));
        const w = Math.min(canvas.width - x, Math.ceil(bw * ratio));
        const h = Math.min(canvas.height - y, Math.ceil(bh * ratio));
        const data = w > 0 && h > 0 ? canvas.getContext('2d')?.getImageData(x, y, w, h).data : null;
        setBehind(data ? averageLuminance(data) : fallback);
      } catch {
        setBehind(fallback);
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [typing, scene, bx, by, bw, bh]);

  /** A drag that works the selected frame itself, if the finger went down on it or its handle. */
  const directDrag = (clientX: number, clientY: number): Drag | null => {
    const rect = box.current?.getBoundingClientRect();
    if (!selectedFrame || !selectedBox || !selected || !rect) return null;
    const x = clientX - rect.left;
    const y = clientY - rect.top;
    const handle = onHandle(selectedBox, { width, height }, x, y);
    const inside =
      x >= selectedBox.x &&
      x <= selectedBox.x + selectedBox.width &&
      y >= selectedBox.y &&
      y <= selectedBox.y + selectedBox.height;
    if (!handle && !inside) return null;
    const ref = { pageId: selected.pageId, frameId: selected.frameId };
    const frame = selectedFrame.frame;
    if (frame.kind === 'text') {
      const page = [doc.cover, doc.backCover, ...doc.pages].find((p) => p?.id === ref.pageId);
      if (!page) return null;
      return { kind: 'text', ref, box: frame.box, trim: pageTrim(doc.product, page), resize: handle };
    }
    const photo = doc.photos.find((p) => p.id === frame.photoId);
    if (!photo) return null;
    if (handle)
      return {
        kind: 'zoom',
        ref,
        crop: frame.crop,
        centre: { x: selectedBox.x + selectedBox.width / 2, y: selectedBox.y + selectedBox.height / 2 },
      };
    return { kind: 'crop', ref, photo, box: frame.box, crop: frame.crop };
  };

  useGesture(
    {
      onDrag: ({ tap, last, canceled, pinching, cancel, initial, xy, swipe, memo }) => {
        if (pinching || canceled) {
          showGhost(null, 0, 0);
          slideBy(0);
          const open = memo as Drag | undefined;
          if (open && DIRECT.has(open.kind)) {
            endGesture();
            // A second finger ends the step once; the drag does no more.
            return { kind: 'turn' } satisfies Drag;
          }
          if (pinching) cancel();
          return memo;
        }
        if (tap) {
          const f = frameUnder(initial[0], initial[1]);
          // A tap on the selected text types on it; any other tap selects.
          const again = f && selected && f.frame.id === selected.frameId && f.pageId === selected.pageId;
          if (f && again && f.frame.kind === 'text') startTyping(refOf(f));
          else onSelect(f ? refOf(f) : null);
          return memo;
        }
        // From where the finger went down (use-gesture's movement starts past the tap threshold).
        const mx = xy[0] - initial[0];
        const my = xy[1] - initial[1];
        let drag = memo as Drag | undefined;
        if (!drag) {
          const f = frameUnder(initial[0], initial[1]);
          const direct = directDrag(initial[0], initial[1]);
          if (direct) {
            drag = direct;
            beginGesture();
          } else if (f?.frame.kind === 'photo' && f.frame.photoId !== null)
            drag = { kind: 'photo', frame: f, target: null };
          else if (view.zoom > 1) drag = { kind: 'pan', view };
          else drag = { kind: 'turn' };
        }
        const flick = swipe[0] !== 0 && Math.abs(mx) > Math.abs(my) && view.zoom <= 1;
        const far = Math.abs(mx) > width * TURN_SHARE && Math.abs(mx) > 1.5 * Math.abs(my);
        if (drag.kind === 'photo') {
          const over = frameUnder(xy[0], xy[1], 'photo');
          drag.target = over && over.frame.id !== drag.frame.frame.id ? over : null;
          showGhost(last ? null : drag, xy[0], xy[1]);
          if (last && drag.target) {
            onSwap(refOf(drag.frame), refOf(drag.target));
            onSelect(refOf(drag.target));
          } else if (last && view.zoom <= 1 && (flick || (far && pageView))) {
            // Dropped on no other frame, a swipe turns the page: on a phone a full-bleed photo is
            // often all there is of the page to touch.
            turnPage(mx < 0 ? 1 : -1);
          }
        } else if (drag.kind === 'crop') {
          const centre = pannedCentre(drag.photo, drag.box, drag.crop, mx, my, scale);
          void edit({ type: 'panPhoto', ...drag.ref, ...centre });
        } else if (drag.kind === 'zoom') {
          const rect = box.current?.getBoundingClientRect();
          if (rect) {
            const from = { x: initial[0] - rect.left, y: initial[1] - rect.top };
            const to = { x: xy[0] - rect.left, y: xy[1] - rect.top };
            const zoom = draggedZoom(drag.crop.zoom, drag.centre, from, to);
            void edit({ type: 'zoomPhoto', ...drag.ref, zoom });
          }
        } else if (drag.kind === 'text') {
          const move = drag.resize ? resizedBox : movedBox;
          void edit({
            type: 'editText',
            ...drag.ref,
            box: move(drag.box, mx / scale, my / scale, drag.trim),
          });
        } else if (drag.kind === 'pan') {
          setView(clampView({ ...drag.view, x: drag.view.x + mx, y: drag.view.y + my }, width, height));
        } else {
          slideBy(last ? 0 : mx);
          if (last && (flick || far)) turnPage(mx < 0 ? 1 : -1);
        }
        if (last && DIRECT.has(drag.kind)) endGesture();
        return drag;
      },
      onPinch: ({ first, origin, movement: [factor], memo }) => {
        const rect = box.current?.getBoundingClientRect();
        if (!rect) return memo;
        const at = { x: origin[0] - rect.left, y: origin[1] - rect.top };
        const start = (first || !memo ? { view, at } : memo) as { view: View; at: typeof at };
        setView(clampView(pinchView(start.view, factor, start.at, at), width, height));
        return start;
      },
    },
    {
      target: box,
      drag: { filterTaps: true, tapsThreshold: TAP_PX, pointer: { keys: false } },
      pinch: { pinchOnWheel: false },
    },
  );

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

  const selectedRect = selectedBox ? clipRect(selectedBox, width, height) : null;
  // While typing, the text box is the frame's mark: no resize handle over its words.
  const handleAt = selectedBox && !typing ? handleCentre(selectedBox, { width, height }) : null;
  const handleLabel =
    selectedFrame?.frame.kind === 'text'
      ? tc('handles.resizeText')
      : selectedFrame?.frame.kind === 'photo' && selectedFrame.frame.photoId !== null
        ? tc('handles.zoomPhoto')
        : null;
  // The keys, in the selected frame's description: a screen reader reads them on selecting it.
  const keysHint =
    selectedFrame?.frame.kind === 'text'
      ? tc('keys.text')
      : selectedFrame?.frame.kind === 'photo' && selectedFrame.frame.photoId !== null
        ? tc('keys.photo')
        : null;
  const badges = new Map<string, Finding>();
  for (const f of findings)
    if (f.frame && (f.code === 'LOW_DPI' || f.code === 'DPI_TOO_LOW')) badges.set(f.frame, f);
  // Photos keep their spread's numbers in page view, so "Photo 3" is the same photo either way.
  const photoNumbers = new Map<string, number>();
  for (const f of geometry.frames)
    if (f.frame.kind === 'photo') photoNumbers.set(`${f.pageId}/${f.frame.id}`, photoNumbers.size + 1);
  const pageNumber = pageId === null ? -1 : doc.pages.findIndex((p) => p.id === pageId);
  const onCover = spread === 0 && !!doc.cover;

  return (
    <div className="spread-canvas-area">
      <div className="spread-canvas-stage">
        <div
          className="spread-canvas"
          ref={box}
          style={{ height: ownHeight, flexBasis: ownHeight }}
          data-narrow={viewport.narrow || undefined}
        >
          <div className="spread-canvas-slide" ref={slide}>
            {width > 0 && height > 0 && (
              <Stage width={width} height={height} onWheel={onWheel}>
                <Layer ref={staticLayer} listening={false}>
                  <Shape
                    x={originX}
                    y={originY}
                    sceneFunc={(ctx) => {
                      paintScene<ImageBitmap>(ctx._context, scene, {
                        scale,
                        image: loadedBitmap,
                        ...canvasText,
                      });
                      markFirstSpread();
                    }}
                  />
                </Layer>
                <Layer ref={overlay} listening={false}>
                  {selectedBox && <Rect {...selectedBox} stroke="#0b63ce" strokeWidth={3} />}
                  {handleAt && handleLabel && (
                    <Circle
                      x={handleAt.x}
                      y={handleAt.y}
                      radius={10}
                      fill="#ffffff"
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
              {visible.frames.map((f) => {
                const n = photoNumbers.get(`${f.pageId}/${f.frame.id}`) ?? 0;
                const label =
                  f.frame.kind === 'text'
                    ? t('canvas.textFrame', { text: f.frame.text || t('canvas.emptyText') })
                    : f.frame.photoId === null
                      ? t('canvas.emptyFrame', { n })
                      : t('canvas.photoFrame', { n });
                const badge = badges.get(f.frame.id);
                const preparing =
                  f.frame.kind === 'photo' && !!f.frame.photoId && isPreparing(f.frame.photoId);
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
                      aria-describedby={
                        [
                          badge ? `finding-${f.frame.id}` : preparing ? `preparing-${f.frame.id}` : null,
                          isSelected && keysHint ? 'frame-keys-hint' : null,
                        ]
                          .filter(Boolean)
                          .join(' ') || undefined
                      }
                      onClick={() => onSelect(refOf(f))}
                      onKeyDown={(e) => {
                        // Enter on a text types on the page, as a tap on the selected text does.
                        if (e.key !== 'Enter' || f.frame.kind !== 'text') return;
                        e.preventDefault();
                        startTyping(refOf(f));
                      }}
                    >
                      {badge && (
                        <span className={`frame-badge ${badge.severity}`} aria-hidden="true">
                          {t('canvas.lowResolution')}
                        </span>
                      )}
                      {!badge && preparing && (
                        <span id={`preparing-${f.frame.id}`} className="frame-badge preparing">
                          {tp('tile.preparing')}
                        </span>
                      )}
                    </button>
                    {badge && (
                      <span id={`finding-${f.frame.id}`} className="visually-hidden">
                        {checkText(t, badge.messageKey, badge.values, locale)}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
            {keysHint && (
              <span id="frame-keys-hint" className="visually-hidden">
                {keysHint}
              </span>
            )}
            {handleAt && handleLabel && (
              <div
                className="frame-handle"
                role="img"
                aria-label={handleLabel}
                style={{
                  left: handleAt.x - HANDLE_REACH,
                  top: handleAt.y - HANDLE_REACH,
                  width: 2 * HANDLE_REACH,
                  height: 2 * HANDLE_REACH,
                }}
              />
            )}
          </div>
          {typingText && typingBox && (
            <TextOnPage
              key={`${typingFrame?.pageId}/${typingText.id}`}
              frame={typingText}
              box={typingBox}
              scale={scale}
              background={behind}
              onDone={finishTyping}
              onCancel={() => setTyping(null)}
              pageId={typingFrame?.pageId}
            />
          )}
          <CalendarMonths document={doc} spread={spread} />
        </div>
        {selectedFrame && selectedRect && !typing && (
          <FrameActions
            onType={startTyping}
            onCaption={() => startCaption(selectedFrame)}
            frame={selectedFrame}
            rect={selectedRect}
            area={{ width, height }}
            fallback={actionRow}
          />
        )}
      </div>
      <div className="canvas-controls">
        <div className="canvas-action-row" ref={setActionRow} />
        {viewport.narrow && !onCover && (
          <fieldset className="canvas-view-choice" aria-label={tc('view.label')}>
            <button
              type="button"
              className="canvas-control"
              aria-label={tc('view.onePage')}
              aria-pressed={!wholeSpread}
              onClick={() => {
                setWholeSpread(false);
                // The page shown is the one holding the selection.
                if (selected) showPage(selected.pageId);
              }}
            >
              {tc('view.onePageShort')}
            </button>
            <button
              type="button"
              className="canvas-control"
              aria-label={tc('view.wholeSpread')}
              aria-pressed={wholeSpread}
              onClick={() => setWholeSpread(true)}
            >
              {tc('view.wholeSpreadShort')}
            </button>
          </fieldset>
        )}
        {pageNumber >= 0 && (
          <p className="canvas-page-number">
            {tc(PAGE_KEY[doc.kind], { n: pageNumber + 1, total: doc.pages.length })}
          </p>
        )}
        <div className="canvas-zoom">
          <p role="status" className="canvas-zoom-level">
            {view.zoom > 1
              ? t('zoom.level', {
                  percent: new Intl.NumberFormat(locale, { style: 'percent' }).format(view.zoom),
                })
              : ''}
          </p>
          {view.zoom > 1 && (
            <button type="button" className="canvas-control" onClick={() => setView(FIT)}>
              {t('zoom.reset')}
            </button>
          )}
          {/* Buttons and keys as well as pinching: zooming never needs two fingers. */}
          <button
            type="button"
            className="canvas-control canvas-zoom-step"
            aria-label={t('zoom.out')}
            title={t('zoom.out')}
            disabled={view.zoom <= 1}
            onClick={() => zoomBy(1 / ZOOM_STEP)}
          >
            −
          </button>
          <button
            type="button"
            className="canvas-control canvas-zoom-step"
            aria-label={t('zoom.in')}
            title={t('zoom.in')}
            disabled={view.zoom >= MAX_ZOOM}
            onClick={() => zoomBy(ZOOM_STEP)}
          >
            +
          </button>
        </div>
      </div>
    </div>
  );
}
