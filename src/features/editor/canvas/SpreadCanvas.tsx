import type Konva from 'konva';
import { createRef, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVERY_RENDER } from '../../../i18n/i18n';
import { useSnapshot } from 'valtio';
import { type BookDocument, type Finding, type FrameRef, sceneForSpread } from '../../../../render-core';
import { useEditorSession } from '../state/editor-context';
import { useTurnKeys, useZoomKeys } from '../use-shortcuts';
import { CanvasView } from './CanvasView';
import { type CanvasHands, runEffects } from './run-effects';
import { nodeId, type SceneNodes } from './SpreadScene';
import type { PlacedFrame } from './spread-geometry';
import type { DownContext } from './tools/dispatch';
import type { Effect, Point } from './tools/effects';
import { zoomStep } from './tools/zoom';
import { turn } from './turns';
import { withoutText } from './typing-ops';
import { useResizeKeys, useViewport } from './use-canvas-keys';
import { useCanvasGestures } from './use-canvas-gestures';
import { useCanvasLayout } from './use-canvas-layout';
import { usePhotosLoading } from './use-photos-loading';
import { useTyping } from './use-typing';
import { useCaptionRequest } from './caption-request';
import { clampView } from './view';
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

/** The Konva nodes the shell reaches: the stage (hit tests), the paper (what is behind typing), the drag's marks. */
function useSceneNodes(): SceneNodes {
  // The same object for the canvas's life: the memoised stage compares it.
  const [nodes] = useState<SceneNodes>(() => ({
    stage: createRef<Konva.Stage>(),
    paper: createRef<Konva.Layer>(),
    overlay: createRef<Konva.Layer>(),
    ghost: createRef<Konva.Rect>(),
    target: createRef<Konva.Rect>(),
  }));
  return nodes;
}

/** The frame under a point of the canvas, by Konva's hit test over the frames' nodes. */
function hitFrame(nodes: SceneNodes, frames: readonly PlacedFrame[], at: Point, kind?: 'photo') {
  const stage = nodes.stage.current;
  if (!stage || at.x < 0 || at.y < 0 || at.x > stage.width() || at.y > stage.height()) return null;
  const byId = (id: string) => frames.find((f) => nodeId(f) === id) ?? null;
  const top = byId(stage.getIntersection(at)?.id() ?? '');
  if (!kind || !top || top.frame.kind === kind) return top;
  // A text over a photo: the photo under it (a drop target).
  const under = stage.getAllIntersections(at).map((s) => byId(s.id()));
  return under.reverse().find((f) => f?.frame.kind === kind) ?? null;
}

/**
 * A spread in the editor: the Konva scene graph (SpreadScene), the tools the fingers work
 * (tools/, through useCanvasGestures), typing on the page, and the buttons around it. On a phone
 * one page of the spread fills the width, or the whole spread edge to edge; a swipe turns pages.
 */
export function SpreadCanvas(props: Props) {
  const { document: doc, spread, selected } = props;
  const { i18n } = useTranslation('editor', EVERY_RENDER);
  const session = useEditorSession();
  const { focusPageId } = useSnapshot(session.ui);
  const box = useRef<HTMLDivElement>(null);
  const slide = useRef<HTMLDivElement>(null);
  const nodes = useSceneNodes();
  const [actionRow, setActionRow] = useState<HTMLDivElement | null>(null);
  const viewport = useViewport();
  const [wholeSpread, setWholeSpread] = useState(false);
  const layout = useCanvasLayout({ doc, spread, focusPageId, viewport, wholeSpread, box });
  const { visible, width, height, view, screenBox } = layout;
  const frames = visible.frames;
  const hands = useHands(props, layout, nodes, slide, () => typingRef.current);
  const run = (effects: Effect[]) => runEffects(effects, hands, session);
  const typing = useTyping({ doc, frames, paper: nodes.paper, screenBox, run });
  // The toolbar's "Add caption": a new caption typed on the page shown (or the selected frame's).
  useCaptionRequest(session.ui, doc, layout.geometry, [layout.pageId, selected?.pageId], typing.caption);
  const typingRef = useRef(typing);
  typingRef.current = typing;
  const scene = useMemo(() => {
    const shown = typing.typing ? withoutText(doc, typing.typing) : doc;
    return sceneForSpread(shown, spread, { placeholders: true, locale: i18n.language });
  }, [doc, spread, i18n.language, typing.typing]);
  usePhotosLoading(scene);

  const selectedFrame = selected
    ? (frames.find((f) => f.frame.id === selected.frameId && f.pageId === selected.pageId) ?? null)
    : null;
  const selectedBox = selectedFrame ? screenBox(selectedFrame) : null;
  const frameAt = (at: Point, kind?: 'photo') => hitFrame(nodes, frames, at, kind);
  const context = (at: Point): DownContext => ({
    doc,
    at,
    under: frameAt(at),
    selected,
    selectedFrame,
    selectedBox,
    area: { width, height },
    scale: layout.scale,
    view,
    pageView: layout.pageView,
  });
  const gestures = useCanvasGestures({ box, context, frameAt, run });
  useZoomKeys({
    zoomIn: () => run(zoomStep(view, 'in', { width, height })),
    zoomOut: () => run(zoomStep(view, 'out', { width, height })),
    fit: () => run(zoomStep(view, 'fit', { width, height })),
  });
  useTurnKeys((dir) => run([{ type: 'turn', dir }]));
  useResizeKeys(doc, selected, run);
  useEffect(() => {
    props.registerDropTarget((cx, cy) => {
      const rect = box.current?.getBoundingClientRect();
      const f = rect ? frameAt({ x: cx - rect.left, y: cy - rect.top }, 'photo') : null;
      return f ? { pageId: f.pageId, frameId: f.frame.id } : null;
    });
    return () => props.registerDropTarget(null);
  });
  const onWholeSpread = (whole: boolean) => {
    setWholeSpread(whole);
    // The page shown is the one holding the selection.
    if (!whole && selected) run([{ type: 'showPage', pageId: selected.pageId }]);
  };
  const shell = { box, slide, actionRow, setActionRow, wholeSpread, onWholeSpread, narrow: viewport.narrow };
  return (
    <>
      <CanvasView {...{ props, layout, nodes, scene, typing, selectedFrame, run, shell }} />
      {gestures}
    </>
  );
}

/** What only the canvas can do for its tools' effects: turn, zoom, slide the page, show the dragged photo. */
function useHands(
  props: Props,
  layout: ReturnType<typeof useCanvasLayout>,
  nodes: SceneNodes,
  slide: React.RefObject<HTMLDivElement | null>,
  typing: () => ReturnType<typeof useTyping>,
): CanvasHands {
  const { document: doc, spread } = props;
  const { width, height, scale, originX, originY } = layout;
  return {
    onSelect: props.onSelect,
    onSwap: props.onSwap,
    turned: (dir) => turn(doc, { spread, pageId: layout.pageId }, layout.pageView, dir),
    setView: (v) => layout.setView(clampView(v, width, height)),
    // The page follows the finger while it turns it; moved straight on the element, not per render.
    slideBy: (dx) => {
      if (slide.current) slide.current.style.transform = dx === 0 ? '' : `translateX(${dx}px)`;
    },
    showGhost: (ghost) => {
      const node = nodes.ghost.current;
      const mark = nodes.target.current;
      if (!node || !mark) return;
      node.visible(!!ghost);
      mark.visible(!!ghost?.target);
      if (ghost) {
        const w = ghost.frame.box.width * scale * 0.5;
        const h = ghost.frame.box.height * scale * 0.5;
        node.setAttrs({ x: ghost.x - w / 2, y: ghost.y - h / 2, width: w, height: h });
        const b = ghost.target?.box;
        if (b)
          mark.setAttrs({
            x: originX + b.x * scale,
            y: originY + b.y * scale,
            width: b.width * scale,
            height: b.height * scale,
          });
      }
      nodes.overlay.current?.batchDraw();
    },
    startTyping: (ref) => typing().start(ref),
  };
}
