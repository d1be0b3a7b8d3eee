import { useGesture } from '@use-gesture/react';
import { createElement, memo, type RefObject, useRef } from 'react';
import type { PlacedFrame } from './spread-geometry';
import { type DownContext, type DragTool, startDrag, stepDrag } from './tools/dispatch';
import type { Effect, Point } from './tools/effects';
import { tapped } from './tools/select';
import { type PinchState, startPinch, stepPinch } from './tools/zoom';

/** A finger that moves less than this is a tap. */
const TAP_PX = 6;

interface Options {
  box: RefObject<HTMLDivElement | null>;
  /** What the canvas is showing when a finger goes down at a point (canvas px). */
  context: (at: Point) => DownContext;
  /** The frame under a point of the canvas (px), of a kind. */
  frameAt: (at: Point, kind?: 'photo') => PlacedFrame | null;
  run: (effects: Effect[]) => void;
}

/**
 * The canvas's fingers and mouse, through use-gesture, handed to the tools: a tap to the select
 * tool, a drag to the tool the dispatcher picks where it went down, two fingers to pinch zoom.
 *
 * Answers an element to render beside the canvas. use-gesture binds its listeners to the target
 * again after every render of the component that calls it (and parses its config again), which
 * cost each edit of the canvas about 1 ms; this element renders once, and its handlers read the
 * newest options from a ref.
 */
export function useCanvasGestures(options: Options) {
  const latest = useRef(options);
  latest.current = options;
  return createElement(CanvasGestures, { latest });
}

const CanvasGestures = memo(function CanvasGestures({ latest }: { latest: RefObject<Options> }) {
  useGestures(latest);
  return null;
});

function useGestures(latest: RefObject<Options>) {
  const { box } = latest.current;
  const context = (at: Point) => latest.current.context(at);
  const frameAt = (at: Point, kind?: 'photo') => latest.current.frameAt(at, kind);
  const run = (effects: Effect[]) => latest.current.run(effects);
  const local = (clientX: number, clientY: number): Point => {
    const rect = box.current?.getBoundingClientRect();
    return { x: clientX - (rect?.left ?? 0), y: clientY - (rect?.top ?? 0) };
  };
  useGesture(
    {
      onDrag: ({ tap, last, canceled, pinching, cancel, initial, xy, swipe, memo }) => {
        const tool = memo as DragTool | null | undefined;
        if (pinching || canceled) {
          // A second finger ends the drag once; it does no more.
          if (tool) run(stepDrag(tool, { type: 'cancel' }).effects);
          if (pinching) cancel();
          return null;
        }
        const from = local(initial[0], initial[1]);
        const c = context(from);
        if (tap) {
          run(tapped(c.under, c.selected));
          return memo;
        }
        if (tool === null) return null;
        let active = tool;
        if (!active) {
          const started = startDrag(c);
          run(started.effects);
          active = started.state;
        }
        const at = local(xy[0], xy[1]);
        // From where the finger went down (use-gesture's movement starts past the tap threshold).
        const step = stepDrag(active, {
          type: last ? 'end' : 'move',
          dx: at.x - from.x,
          dy: at.y - from.y,
          at,
          over: active.tool === 'move' ? frameAt(at, 'photo') : null,
          flick: swipe[0] !== 0 && c.view.zoom <= 1,
        });
        run(step.effects);
        return step.state ?? null;
      },
      onPinch: ({ first, origin, movement: [factor], memo }) => {
        const at = local(origin[0], origin[1]);
        const c = context(at);
        const pinch = (first || !memo ? startPinch(c.view, at, c.area) : memo) as PinchState;
        run(stepPinch(pinch, factor, at));
        return pinch;
      },
    },
    {
      target: box,
      drag: { filterTaps: true, tapsThreshold: TAP_PX, pointer: { keys: false } },
      pinch: { pinchOnWheel: false },
    },
  );
}
