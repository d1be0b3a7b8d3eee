import { useDrag } from '@use-gesture/react';
import { type MouseEvent, type PointerEvent, type RefObject, useRef, useState } from 'react';
import { dropIndexAt, edgeScroll } from './strip-logic';

export interface StripDrag {
  from: number;
  to: number;
}

/**
 * Dragging a thumbnail along the strip: the strip scrolls near its ends, `drag` says where the
 * thumbnail would land, and a drop elsewhere calls `move`. Returns the handlers for thumbnail `i`.
 */
export function useStripDrag(
  list: RefObject<HTMLOListElement | null>,
  firstMovable: number,
  movable: (i: number) => boolean,
  move: (from: number, to: number) => Promise<unknown>,
) {
  const [drag, setDrag] = useState<StripDrag | null>(null);
  // True from the end of a real drag until its click: only that click is swallowed. use-gesture's
  // own click filter also swallowed a quick touch tap (20-120 ms), which ends before its
  // scroll-prevention delay starts the gesture, so a tap never reached onPick.
  const dragged = useRef(false);

  const dropIndex = (clientX: number) => {
    const boxes = Array.from(list.current?.children ?? [], (item) => item.getBoundingClientRect());
    return dropIndexAt(boxes, firstMovable, clientX);
  };

  const bind = useDrag(
    ({ args: [from], tap, last, canceled, xy: [x] }) => {
      const i = from as number;
      if (tap || !movable(i)) return;
      if (last) dragged.current = true;
      if (canceled) {
        setDrag(null);
        return;
      }
      const strip = list.current;
      const step = strip && !last ? edgeScroll(x, strip.getBoundingClientRect()) : 0;
      if (strip && step) strip.scrollLeft += step;
      const to = dropIndex(x);
      if (!last) {
        setDrag({ from: i, to });
        return;
      }
      setDrag(null);
      if (to !== i && to !== i + 1) void move(i, to);
    },
    // A finger moving along the strip scrolls it; holding a thumbnail (or moving it up or down
    // first) picks it up. The mouse picks it up at once. Arrow keys are ours (Alt+arrow).
    { filterTaps: true, preventScrollAxis: 'x', pointer: { keys: false } },
  );

  /** The drag handlers, with our click filter in place of use-gesture's (see `dragged`). */
  const dragHandlers = (i: number) => {
    const {
      onClickCapture: _,
      onPointerDown,
      ...rest
    } = bind(i) as ReturnType<typeof bind> & {
      onClickCapture?: unknown;
      onPointerDown?: (e: PointerEvent<HTMLButtonElement>) => void;
    };
    return {
      ...rest,
      onPointerDown: (e: PointerEvent<HTMLButtonElement>) => {
        dragged.current = false;
        onPointerDown?.(e);
      },
      onClickCapture: (e: MouseEvent<HTMLButtonElement>) => {
        if (!dragged.current) return;
        dragged.current = false;
        e.preventDefault();
        e.stopPropagation();
      },
    };
  };

  return { drag, dragHandlers };
}
