import type Konva from 'konva';
import { memo, type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { Layer, Rect, Shape, Stage, Transformer } from 'react-konva';
import { paintScene, type Scene } from '../../../../render-core';
import { PresenceOutlines } from '../collab-view/PresenceOutlines';
import { handleCentre } from './direct';
import { markFirstSpread } from './first-spread';
import { canvasText } from './fonts';
import { loadedBitmap } from './photo-bitmaps';
import type { PlacedFrame } from './spread-geometry';

/** A frame's node id: the key the hit test gives back. */
export const nodeId = (f: { pageId: string; frame: { id: string } }) => `${f.pageId}/${f.frame.id}`;

const BLUE = '#0b63ce';

/**
 * The frames' hit nodes draw nothing on screen; their hit area is their box. One function for all,
 * so a render that moves no frame (an edit of a crop or a text) sets no attribute on them and their
 * layer is not drawn again.
 */
const drawNothing = () => {};
const hitBox = (ctx: Konva.Context, shape: Konva.Shape) => {
  ctx.beginPath();
  ctx.rect(0, 0, shape.width(), shape.height());
  ctx.closePath();
  ctx.fillShape(shape);
};
/** The handle as drawn; its touch reach is larger (direct.ts's HANDLE_REACH, a 48 px square). */
const ANCHOR = 22;

export interface SceneNodes {
  stage: RefObject<Konva.Stage | null>;
  paper: RefObject<Konva.Layer | null>;
  overlay: RefObject<Konva.Layer | null>;
  ghost: RefObject<Konva.Rect | null>;
  target: RefObject<Konva.Rect | null>;
}

interface Props {
  nodes: SceneNodes;
  width: number;
  height: number;
  scene: Scene;
  frames: readonly PlacedFrame[];
  /** Screen px per mm, and where the spread's origin is on the canvas. */
  scale: number;
  originX: number;
  originY: number;
  /** The selected frame's node id, and whether it has a handle (none while typing on it). */
  selected: string | null;
  handle: boolean;
  onWheel: (e: Konva.KonvaEventObject<WheelEvent>) => void;
}

/**
 * The spread as a Konva scene graph: the paper painted by render-core's own painter (so the screen
 * is the print), a hit node per frame for Konva's hit testing, Konva's Transformer on the selected
 * frame for its outline and corner handle, and an overlay for a photo being dragged.
 *
 * The paper is one node whose paint function reads the newest scene from a ref, drawn again after
 * each render of this component (a new scene, a photo loaded): an edit inside a frame then changes
 * no prop of the stage, and React does not render react-konva's stage, its context bridges and its
 * nodes again for it (about ten components per edit).
 */
export function SpreadScene(props: Props) {
  const { nodes, scene, scale, originX, originY } = props;
  const paper = useRef({ scene, options: { scale, image: loadedBitmap, ...canvasText } });
  paper.current = { scene, options: { scale, image: loadedBitmap, ...canvasText } };
  // After every render, as the item nodes' new paint functions did: Konva draws once per frame.
  useLayoutEffect(() => {
    nodes.paper.current?.batchDraw();
  });
  const paint = useCallback((ctx: Konva.Context) => {
    const { scene: now, options } = paper.current;
    // Each item alone, its canvas state kept apart, as when each item was a node of its own.
    for (const item of now.items) {
      ctx._context.save();
      paintScene<ImageBitmap>(ctx._context, { ...now, items: [item] }, options);
      ctx._context.restore();
    }
  }, []);
  return <StageOf {...props} boxes={boxesOf(props)} paint={paint} originX={originX} originY={originY} />;
}

type StageProps = Omit<Props, 'scene'> & { boxes: string; paint: (ctx: Konva.Context) => void };

/** The stage renders again when the frames' places, the canvas, the selection or the wheel change. */
const StageOf = memo(
  StageOfProps,
  (a, b) =>
    samePlaces(a, b) &&
    a.selected === b.selected &&
    a.handle === b.handle &&
    a.onWheel === b.onWheel &&
    a.nodes === b.nodes &&
    a.paint === b.paint,
);

function StageOfProps(props: StageProps) {
  const { nodes, width, height, frames, scale, originX, originY, paint } = props;
  return (
    <Stage ref={nodes.stage} width={width} height={height} onWheel={props.onWheel}>
      <Layer ref={nodes.paper} listening={false}>
        <Shape x={originX} y={originY} sceneFunc={paint} />
        <Shape sceneFunc={markFirstSpread} />
      </Layer>
      <Layer>
        {frames.map((f) => (
          <Shape
            key={nodeId(f)}
            id={nodeId(f)}
            x={originX + f.box.x * scale}
            y={originY + f.box.y * scale}
            width={f.box.width * scale}
            height={f.box.height * scale}
            preventDefault={false}
            sceneFunc={drawNothing}
            hitFunc={hitBox}
          />
        ))}
        <SelectionHandles
          {...{ width, height, frames, scale, originX, originY }}
          selected={props.selected}
          handle={props.handle}
          boxes={props.boxes}
        />
      </Layer>
      {/* The others' selections (issue 27), above the paper and under a photo being dragged. */}
      <Outlines {...{ frames, width, height, scale, originX, originY }} boxes={props.boxes} />
      <Layer ref={nodes.overlay} listening={false}>
        <Rect ref={nodes.target} visible={false} stroke={BLUE} strokeWidth={4} dash={[8, 6]} />
        <Rect
          ref={nodes.ghost}
          visible={false}
          fill="rgba(11, 99, 206, 0.25)"
          stroke={BLUE}
          strokeWidth={2}
          cornerRadius={4}
        />
      </Layer>
    </Stage>
  );
}

/** Where the frames are on the canvas, as a string: equal while no frame moved, resized or went. */
function boxesOf({
  frames,
  scale,
  originX,
  originY,
}: Pick<Props, 'frames' | 'scale' | 'originX' | 'originY'>) {
  return frames
    .map((f) => `${nodeId(f)}:${f.box.x},${f.box.y},${f.box.width},${f.box.height}`)
    .join(';')
    .concat(`@${scale},${originX},${originY}`);
}

type Placed = Pick<Props, 'frames' | 'width' | 'height' | 'scale' | 'originX' | 'originY'> & {
  boxes: string;
};
/** Equal boxes and canvas size: the outlines and handles drawn need nothing new. */
const samePlaces = (a: Placed, b: Placed) =>
  a.boxes === b.boxes && a.width === b.width && a.height === b.height;

/**
 * The others' selections: rendered again when frames move or the canvas changes size (or the
 * presence it watches itself changes), not for an edit inside a frame, so their layer is not drawn
 * again for every crop.
 */
const Outlines = memo(function Outlines({ boxes: _, ...props }: Placed) {
  return <PresenceOutlines {...props} />;
}, samePlaces);

const ANCHORS = ['bottom-right'];

/**
 * Konva's Transformer on the selected frame's node: its outline, and its one corner handle. Its
 * props stay the same objects from render to render (a new array or function would be set on the
 * node and draw its layer again), and it renders again only when the selection or a frame's place
 * changes.
 */
const SelectionHandles = memo(
  SelectionHandlesOf,
  (a, b) => samePlaces(a, b) && a.selected === b.selected && a.handle === b.handle,
);

function SelectionHandlesOf({
  selected,
  handle,
  width,
  height,
  boxes: frameBoxes,
}: Placed & Pick<Props, 'selected' | 'handle'>) {
  const transformer = useRef<Konva.Transformer>(null);
  const area = useRef({ width, height });
  area.current = { width, height };
  // Again when the selection, its handle or the frames (a frame moved or resized) change; not for
  // an edit inside a frame.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the frames and the size move the outline.
  useEffect(() => {
    const tr = transformer.current;
    const node = selected ? tr?.getLayer()?.findOne((n: Konva.Node) => n.id() === selected) : null;
    tr?.nodes(node ? [node] : []);
    tr?.getLayer()?.batchDraw();
  }, [selected, handle, frameBoxes, width, height]);
  const placeAnchor = useCallback((anchor: Konva.Rect) => {
    if (!anchor.hasName('bottom-right')) return;
    const node = (anchor.getParent() as Konva.Transformer | null)?.nodes()[0];
    if (node) anchor.absolutePosition(handleCentre(node.getClientRect(), area.current));
  }, []);
  return (
    <Transformer
      ref={transformer}
      listening={false}
      rotateEnabled={false}
      resizeEnabled={handle}
      enabledAnchors={ANCHORS}
      keepRatio={false}
      flipEnabled={false}
      borderStroke={BLUE}
      borderStrokeWidth={3}
      anchorSize={ANCHOR}
      anchorCornerRadius={ANCHOR / 2}
      anchorStroke={BLUE}
      anchorStrokeWidth={3}
      anchorFill="#ffffff"
      ignoreStroke
      // The handle sits a little inside the frame's corner and inside the canvas, where the
      // finger's reach (the resize and crop tools) looks for it, so a full-bleed frame keeps it whole.
      anchorStyleFunc={placeAnchor}
    />
  );
}
