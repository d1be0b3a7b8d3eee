import type Konva from 'konva';
import { type ComponentProps, memo, type RefObject, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EVERY_RENDER } from '../../../i18n/i18n';
import type { BookDocument, Finding, FrameRef, Scene } from '../../../../render-core';
import { CalendarMonths } from './CalendarMonths';
import { CanvasControls } from './CanvasControls';
import { HANDLE_REACH, handleCentre } from './direct';
import { FrameActions } from './FrameActions';
import { FrameTargets } from './FrameTargets';
import { isPreparing } from './photo-bitmaps';
import { nodeId, type SceneNodes, SpreadScene } from './SpreadScene';
import type { PlacedFrame } from './spread-geometry';
import { TextOnPage } from './TextOnPage';
import type { Effect } from './tools/effects';
import { zoomStep } from './tools/zoom';
import type { useCanvasLayout } from './use-canvas-layout';
import type { useTyping } from './use-typing';
import { useStableCallbacks } from '../../../ui/use-stable-callbacks';
import { clipRect, type ScreenRect, type View, zoomAt } from './view';

interface Props {
  props: {
    document: BookDocument;
    spread: number;
    selected: FrameRef | null;
    findings: readonly Finding[];
    onSelect: (frame: FrameRef | null) => void;
  };
  layout: ReturnType<typeof useCanvasLayout>;
  nodes: SceneNodes;
  scene: Scene;
  typing: ReturnType<typeof useTyping>;
  selectedFrame: PlacedFrame | null;
  run: (effects: Effect[]) => void;
  shell: {
    box: RefObject<HTMLDivElement | null>;
    slide: RefObject<HTMLDivElement | null>;
    actionRow: HTMLDivElement | null;
    setActionRow: (el: HTMLDivElement | null) => void;
    wholeSpread: boolean;
    onWholeSpread: (whole: boolean) => void;
    narrow: boolean;
  };
}

/** The selected frame's handle's words, and the keys that work it, for screen readers. */
function useHandleWords(frame: PlacedFrame | null) {
  const { t: tc } = useTranslation('editor-canvas', EVERY_RENDER);
  const kind =
    frame?.frame.kind === 'text'
      ? 'text'
      : frame?.frame.kind === 'photo' && frame.frame.photoId
        ? 'photo'
        : null;
  // Looked up once per kind of selection, not on every edit's render (i18next's t is not free).
  return useMemo(
    () => ({
      handleLabel:
        kind === 'text' ? tc('handles.resizeText') : kind === 'photo' ? tc('handles.zoomPhoto') : null,
      keysHint: kind ? tc(kind === 'text' ? 'keys.text' : 'keys.photo') : null,
    }),
    [tc, kind],
  );
}

/** A wheel over the canvas: ctrl zooms (trackpad pinches), else it pans a zoomed spread; null: the page scrolls. */
function wheeled(view: View, evt: WheelEvent, rect: DOMRect): View | null {
  const zooming = evt.ctrlKey || evt.metaKey;
  // At the fitted size a plain wheel scrolls the page as everywhere else.
  if (!zooming && view.zoom <= 1) return null;
  if (zooming)
    return zoomAt(view, Math.exp(-evt.deltaY / 200), evt.clientX - rect.left, evt.clientY - rect.top);
  return { ...view, x: view.x - evt.deltaX, y: view.y - evt.deltaY };
}

/** The corner handle's touch area (for screen readers and the journeys), and the keys that work it. */
const HandleTarget = memo(
  HandleTargetOf,
  (a, b) =>
    a.keysHint === b.keysHint &&
    a.label === b.label &&
    a.at?.x === b.at?.x &&
    a.at?.y === b.at?.y &&
    !a.at === !b.at,
);

function HandleTargetOf(props: {
  keysHint: string | null;
  label: string | null;
  at: { x: number; y: number } | null;
}) {
  const { at, label } = props;
  return (
    <>
      {props.keysHint && (
        <span id="frame-keys-hint" className="visually-hidden">
          {props.keysHint}
        </span>
      )}
      {at && label && (
        <div
          className="frame-handle"
          role="img"
          aria-label={label}
          style={{
            left: at.x - HANDLE_REACH,
            top: at.y - HANDLE_REACH,
            width: 2 * HANDLE_REACH,
            height: 2 * HANDLE_REACH,
          }}
        />
      )}
    </>
  );
}

/** Typing on the page: the words in a box over the frame, with their format bar. Not typing, it is
 * nothing, and stays nothing for an edit. */
const TypingBox = memo(TypingBoxOf, (a, b) => !showsTyping(a.typing) && !showsTyping(b.typing));
const showsTyping = (typing: ReturnType<typeof useTyping>) => !!(typing.text && typing.box);

function TypingBoxOf({ typing, scale }: { typing: ReturnType<typeof useTyping>; scale: number }) {
  if (!typing.text || !typing.box) return null;
  return (
    <TextOnPage
      key={`${typing.placed?.pageId}/${typing.text.id}`}
      frame={typing.text}
      box={typing.box}
      scale={scale}
      background={typing.behind}
      onDone={typing.done}
      onCancel={typing.cancel}
      pageId={typing.placed?.pageId}
    />
  );
}

/**
 * What the frames' buttons show (boxes, kinds, photos, words, a photo being prepared), as a string
 * computed at each render: the buttons render again only when it, the findings, the selection or
 * the hint change, not for a crop or a pan inside a frame.
 */
function targetsShown(layout: Props['layout']): string {
  const { frames } = layout.visible;
  const one = (f: PlacedFrame) => {
    const b = layout.screenBox(f);
    const what =
      f.frame.kind === 'photo'
        ? `${f.frame.photoId ?? ''}${f.frame.photoId && isPreparing(f.frame.photoId) ? '*' : ''}`
        : f.frame.text;
    return `${nodeId(f)}\u0000${f.frame.kind}\u0000${what}\u0000${b.x},${b.y},${b.width},${b.height}`;
  };
  const numbers = layout.geometry.frames.filter((f) => f.frame.kind === 'photo').map(nodeId);
  return `${frames.map(one).join('\u0001')}\u0002${numbers.join(',')}`;
}

const Targets = memo(
  (props: ComponentProps<typeof FrameTargets> & { shown: string }) => <FrameTargets {...props} />,
  (a, b) =>
    a.shown === b.shown &&
    a.findings === b.findings &&
    a.selected?.frameId === b.selected?.frameId &&
    a.selected?.pageId === b.selected?.pageId &&
    a.keysHint === b.keysHint &&
    a.onSelect === b.onSelect &&
    a.onType === b.onType,
);

const sameRect = (a: ScreenRect, b: ScreenRect) =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/**
 * The selected frame's actions depend on which frame it is, what it holds and where it is, not on
 * its crop or words: an edit inside the frame does not render them again.
 */
const SelectedActions = memo(
  FrameActions,
  (a, b) =>
    a.frame.pageId === b.frame.pageId &&
    a.frame.frame.id === b.frame.frame.id &&
    a.frame.frame.kind === b.frame.frame.kind &&
    (a.frame.frame.kind === 'photo' ? a.frame.frame.photoId : null) ===
      (b.frame.frame.kind === 'photo' ? b.frame.frame.photoId : null) &&
    sameRect(a.rect, b.rect) &&
    a.area.width === b.area.width &&
    a.area.height === b.area.height &&
    a.fallback === b.fallback &&
    a.onType === b.onType &&
    a.onCaption === b.onCaption,
);

/** The canvas's screen: the Konva stage, the frames' buttons, typing, the frame's actions, the controls. */
export function CanvasView({ props, layout, nodes, scene, typing, selectedFrame, run, shell }: Props) {
  const { document: doc, spread, selected } = props;
  const { width, height, view, scale, screenBox } = layout;
  const area = { width, height };
  const selectedBox = selectedFrame ? screenBox(selectedFrame) : null;
  const { handleLabel, keysHint } = useHandleWords(selectedFrame);
  // While typing, the text box is the frame's mark: no resize handle over its words.
  const handleAt = selectedBox && !typing.typing && handleLabel ? handleCentre(selectedBox, area) : null;
  const selectedRect = selectedBox ? clipRect(selectedBox, width, height) : null;
  const pageNumber = layout.pageId === null ? -1 : doc.pages.findIndex((p) => p.id === layout.pageId);
  const on = useStableCallbacks({
    type: (ref: FrameRef) => typing.start(ref),
    caption: () => selectedFrame && typing.caption(selectedFrame),
    select: (ref: FrameRef | null) => props.onSelect(ref),
    wholeSpread: (whole: boolean) => shell.onWholeSpread(whole),
    zoom: (step: 'in' | 'out' | 'fit') => run(zoomStep(view, step, area)),
    // Stable, so the memoised stage keeps its props through an edit.
    wheel: (e: Konva.KonvaEventObject<WheelEvent>) => {
      const rect = shell.box.current?.getBoundingClientRect();
      const next = rect ? wheeled(view, e.evt, rect) : null;
      if (!next) return;
      e.evt.preventDefault();
      run([{ type: 'view', view: next }]);
    },
  });
  const onWheel = on.wheel;
  return (
    <div className="spread-canvas-area">
      <div className="spread-canvas-stage">
        <div
          className="spread-canvas"
          ref={shell.box}
          style={{ height: layout.ownHeight, flexBasis: layout.ownHeight }}
          data-narrow={shell.narrow || undefined}
          data-fit-spread={layout.fitsSpread || undefined}
        >
          <div className="spread-canvas-slide" ref={shell.slide}>
            {width > 0 && height > 0 && (
              <SpreadScene
                {...{ nodes, width, height, scene, scale, onWheel }}
                frames={layout.visible.frames}
                originX={layout.originX}
                originY={layout.originY}
                selected={selectedFrame ? nodeId(selectedFrame) : null}
                handle={!!handleAt}
              />
            )}
            <Targets
              shown={targetsShown(layout)}
              frames={layout.visible.frames}
              spreadFrames={layout.geometry.frames}
              findings={props.findings}
              selected={selected}
              keysHint={keysHint}
              screenBox={screenBox}
              onSelect={on.select}
              onType={on.type}
            />
            <HandleTarget keysHint={keysHint} label={handleLabel} at={handleAt} />
          </div>
          <TypingBox typing={typing} scale={scale} />
          <CalendarMonths document={doc} spread={spread} />
        </div>
        {selectedFrame && selectedRect && !typing.typing && (
          <SelectedActions
            onType={on.type}
            onCaption={on.caption}
            frame={selectedFrame}
            rect={selectedRect}
            area={area}
            fallback={shell.actionRow}
          />
        )}
      </div>
      <CanvasControls
        kind={doc.kind}
        pages={doc.pages.length}
        pageNumber={pageNumber}
        viewChoice={shell.narrow && !(spread === 0 && !!doc.cover)}
        wholeSpread={shell.wholeSpread}
        onWholeSpread={on.wholeSpread}
        zoom={view.zoom}
        onZoom={on.zoom}
        actionRow={shell.setActionRow}
      />
    </div>
  );
}
