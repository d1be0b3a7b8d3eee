import { useGesture } from '@use-gesture/react';
import type { RefObject } from 'react';
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
 */
export function useCanvasGestures({ box, context, frameAt, run }: Options) {
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
