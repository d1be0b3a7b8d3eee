import type Konva from 'konva';
import { type RefObject, useEffect, useState } from 'react';
import { type BookDocument, designPages, type FrameRef, themeById } from '../../../../render-core';
import type { PlacedFrame } from './spread-geometry';
import { averageLuminance, hexLuminance } from './text-style';
import type { TypedText } from './TextOnPage';
import type { Effect } from './tools/effects';
import { NOT_TYPING, stepTyping, type TypingEvent, type TypingState } from './tools/text';
import { newCaptionFrame } from './typing-ops';
import type { ScreenRect } from './view';

/** The luminance behind a box of the painted page, read once its words are out of the way. */
function readBehind(layer: Konva.Layer | null, box: ScreenRect, fallback: number): number {
  if (!layer) return fallback;
  try {
    const canvas = layer.getNativeCanvasElement();
    const ratio = layer.getCanvas().getPixelRatio();
    const x = Math.max(0, Math.floor(box.x * ratio));
    const y = Math.max(0, Math.floor(box.y * ratio));
    const w = Math.min(canvas.width - x, Math.ceil(box.width * ratio));
    const h = Math.min(canvas.height - y, Math.ceil(box.height * ratio));
    const data = w > 0 && h > 0 ? canvas.getContext('2d')?.getImageData(x, y, w, h).data : null;
    return data ? averageLuminance(data) : fallback;
  } catch {
    return fallback;
  }
}

interface Options {
  doc: BookDocument;
  frames: readonly PlacedFrame[];
  paper: RefObject<Konva.Layer | null>;
  screenBox: (f: PlacedFrame) => ScreenRect;
  run: (effects: Effect[]) => void;
}

/** Typing on the page: the text tool's state, the frame typed on and what is behind it. */
export function useTyping({ doc, frames, paper, screenBox, run }: Options) {
  const [state, setState] = useState<TypingState>(NOT_TYPING);
  const [behind, setBehind] = useState<number | null>(null);
  const send = (e: TypingEvent) => {
    const step = stepTyping(state, e);
    setState(step.state);
    if (e.type === 'start' || e.type === 'caption') setBehind(null);
    run(step.effects);
  };
  const { typing, newCaption } = state;
  const placed = typing
    ? newCaption && newCaption.frame.id === typing.frameId
      ? newCaption
      : frames.find((f) => f.frame.id === typing.frameId && f.pageId === typing.pageId)
    : undefined;
  const text = placed?.frame.kind === 'text' ? placed.frame : null;
  // Another page or spread, an undo that took the frame away: the typing ends with it.
  useEffect(() => {
    if (typing && !text) setState(NOT_TYPING);
  }, [typing, text]);

  const box = placed ? screenBox(placed) : null;
  const { x = 0, y = 0, width = 0, height = 0 } = box ?? {};
  const pageId = placed?.pageId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pixels change with the document.
  useEffect(() => {
    if (!typing || width <= 0 || height <= 0) return;
    const page = designPages(doc).find((p) => p.id === pageId);
    const fallback = hexLuminance(page?.background ?? themeById(doc.theme).background);
    const frame = requestAnimationFrame(() =>
      setBehind(readBehind(paper.current, { x, y, width, height }, fallback)),
    );
    return () => cancelAnimationFrame(frame);
  }, [typing, doc, x, y, width, height]);

  return {
    typing,
    text,
    placed,
    box,
    behind,
    start: (ref: FrameRef) => send({ type: 'start', ref }),
    /** A photo's "Caption": a new caption on its page, in the caption band, typed on the page. */
    caption: (photo: PlacedFrame) => {
      const page = designPages(doc).find((p) => p.id === photo.pageId);
      if (!page) return;
      const frame = newCaptionFrame(doc, page, `caption-${Date.now().toString(36)}`);
      const dx = photo.box.x - photo.frame.box.x;
      const dy = photo.box.y - photo.frame.box.y;
      const box = { ...frame.box, x: frame.box.x + dx, y: frame.box.y + dy };
      send({ type: 'caption', caption: { ...photo, frame, box } });
    },
    done: (typed: TypedText) => text && send({ type: 'done', frame: text, typed }),
    cancel: () => send({ type: 'cancel' }),
  };
}
