import { type PointerEvent, useEffect, useReducer, useRef } from 'react';
import {
  type BookDocument,
  type PageRef,
  paintScene,
  type Rect,
  sceneForPage,
} from '../../../../render-core';
import { loadedBitmap, onPhotoReady } from '../canvas/photo-bitmaps';

/**
 * A count that goes up whenever something a painted preview may lack has arrived since: a photo's
 * bitmap (grey boxes until then) or a web font face (text in a stand-in face until then).
 */
function usePaintInputs(): number {
  const [arrivals, arrived] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    // Photos arrive in bursts (a whole book warming up): one repaint a frame is enough.
    let frame = 0;
    const soon = () => {
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        arrived();
      });
    };
    const stop = onPhotoReady(soon);
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
    fonts?.addEventListener('loadingdone', soon);
    return () => {
      stop();
      fonts?.removeEventListener('loadingdone', soon);
      cancelAnimationFrame(frame);
    };
  }, []);
  return arrivals;
}

/** A part of a page (a frame, or the whole page) painted with render-core, for live previews. */
export function PagePreview({
  document: doc,
  page,
  region,
  width,
  label,
  onDrag,
}: {
  document: BookDocument;
  page: PageRef;
  region?: Rect;
  width: number;
  label: string;
  /** Drag on the preview: the movement as fractions of the preview's size. */
  onDrag?: (dx: number, dy: number) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const arrivals = usePaintInputs();

  // biome-ignore lint/correctness/useExhaustiveDependencies: arrivals asks for a repaint.
  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const scene = sceneForPage(doc, page, { placeholders: true });
    const area = region ?? { x: 0, y: 0, width: scene.width, height: scene.height };
    const scale = width / area.width;
    el.width = Math.round(width);
    el.height = Math.round(area.height * scale);
    ctx.save();
    ctx.translate(-area.x * scale, -area.y * scale);
    paintScene<ImageBitmap>(ctx, scene, { scale, image: loadedBitmap });
    ctx.restore();
  }, [doc, page, region, width, arrivals]);

  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!onDrag || !last.current) return;
    const rect = e.currentTarget.getBoundingClientRect();
    onDrag((e.clientX - last.current.x) / rect.width, (e.clientY - last.current.y) / rect.height);
    last.current = { x: e.clientX, y: e.clientY };
  };

  return (
    <canvas
      ref={canvas}
      className="page-preview"
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      style={onDrag ? { touchAction: 'none', cursor: 'grab' } : undefined}
      onPointerDown={(e) => {
        if (!onDrag) return;
        last.current = { x: e.clientX, y: e.clientY };
        e.currentTarget.setPointerCapture?.(e.pointerId);
      }}
      onPointerMove={move}
      onPointerUp={() => {
        last.current = null;
      }}
    />
  );
}
