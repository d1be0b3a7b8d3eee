import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { FontFamily, TextFrame } from '../../../../render-core';
import { CaptionIdeas } from '../captions/CaptionIdeas';
import { cssFontFamily } from '../modals/pickers/font-css';
import { autoColor, contrastRatio, hexLuminance, MIN_CONTRAST, readableColor } from './text-style';
import {
  AlignButtons,
  AUTO_COLOR,
  ColorSwatches,
  DoneButton,
  FontChips,
  SizeStepper,
} from './TextFormatControls';

/** What the customer made of the text while typing: what Done writes, as one undo step. */
export interface TypedText {
  text: string;
  font: FontFamily;
  size: number;
  align: TextFrame['align'];
  color: string;
}

interface Props {
  frame: TextFrame;
  /** The frame on the canvas, in px from the canvas's top left. */
  box: { x: number; y: number; width: number; height: number };
  /** Canvas px per millimetre of the page. */
  scale: number;
  /** The average luminance of what is behind the text box (photo or page), once it is known. */
  background: number | null;
  onDone: (typed: TypedText) => void;
  onCancel: () => void;
  /** The page the frame is on: caption ideas for it show in the format bar as chips. */
  pageId?: string;
}

const PX_PER_PT = 25.4 / 72;

/**
 * The text box: focused in the commit of the tap that opened it (so a phone raises its keyboard), and
 * as tall as its lines, up to three times the frame's height.
 */
function useTextBox(area: RefObject<HTMLTextAreaElement | null>, boxHeight: number) {
  // Focused in the commit of the tap that opened it, so a phone raises its keyboard.
  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    el.setSelectionRange(el.value.length, el.value.length);
  }, [area]);

  // The text box grows with its lines and stays centred on the frame, as the page lays text out.
  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    el.style.height = '0px';
    el.style.height = `${Math.min(el.scrollHeight, Math.max(boxHeight, 1) * 3)}px`;
  });
}

/** Above the on-screen keyboard: the visual viewport is what the keyboard leaves. */
function useKeyboardGap(setKeyboardGap: (gap: number) => void) {
  useEffect(() => {
    const vv = window.visualViewport;
    if (!vv) return;
    const update = () => setKeyboardGap(Math.max(0, window.innerHeight - vv.height - vv.offsetTop));
    vv.addEventListener('resize', update);
    vv.addEventListener('scroll', update);
    update();
    return () => {
      vv.removeEventListener('resize', update);
      vv.removeEventListener('scroll', update);
    };
  }, [setKeyboardGap]);
}

/** A tap anywhere outside the text box and its bar is Done. */
function useTapOutsideIsDone(
  area: RefObject<HTMLTextAreaElement | null>,
  bar: RefObject<HTMLDivElement | null>,
  latest: RefObject<{ typed: () => TypedText; onDone: (typed: TypedText) => void }>,
) {
  useEffect(() => {
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node | null;
      if (target && (area.current?.contains(target) || bar.current?.contains(target))) return;
      latest.current.onDone(latest.current.typed());
    };
    document.addEventListener('pointerdown', onDown, true);
    return () => document.removeEventListener('pointerdown', onDown, true);
  }, [area, bar, latest]);
}

/**
 * Types a text frame on the page: a text box exactly over the frame (its font, size, alignment and
 * colour, at the canvas's scale) with a compact format bar above the keyboard. Done or a tap
 * outside writes the result as one step; Escape leaves the frame as it was.
 */
export function TextOnPage({ frame, box, scale, background, onDone, onCancel, pageId }: Props) {
  const { t } = useTranslation('editor-canvas');
  const area = useRef<HTMLTextAreaElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const [text, setText] = useState(frame.text);
  const [font, setFont] = useState<FontFamily>(frame.font);
  const [size, setSize] = useState<number>(frame.size);
  const [align, setAlign] = useState<TextFrame['align']>(frame.align);
  // The frame's own colour until the customer picks; Auto follows the pixels behind the box.
  const [picked, setPicked] = useState<string | null>(null);
  const [keyboardGap, setKeyboardGap] = useState(0);

  const color =
    picked === AUTO_COLOR && background !== null
      ? autoColor(background)
      : (picked ?? (background === null ? frame.color : readableColor(frame.color, background)));
  const typed = (): TypedText => ({ text, font, size, align, color });
  const latest = useRef({ typed, onDone });
  latest.current = { typed, onDone };

  useTextBox(area, box.height);
  useKeyboardGap(setKeyboardGap);
  useTapOutsideIsDone(area, bar, latest);

  const fontPx = size * PX_PER_PT * scale;
  const cancelOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    onCancel();
  };

  return (
    <>
      <div className="text-on-page" style={{ left: box.x, top: box.y, width: box.width, height: box.height }}>
        <textarea
          ref={area}
          aria-label={t('typing.label')}
          value={text}
          maxLength={2000}
          rows={1}
          spellCheck
          style={{
            fontFamily: cssFontFamily(font),
            fontSize: `${fontPx}px`,
            lineHeight: 1.2,
            textAlign: align,
            color,
          }}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={cancelOnEscape}
        />
      </div>
      {createPortal(
        <div
          ref={bar}
          className="text-format-bar"
          role="toolbar"
          aria-label={t('typing.bar')}
          style={{ bottom: keyboardGap }}
          // A tap on the bar keeps the text box focused, so the keyboard stays up while formatting.
          onMouseDown={(e) => e.preventDefault()}
          // Escape from a control of the bar cancels too, as it does in the text box.
          onKeyDown={cancelOnEscape}
        >
          {pageId && (
            <CaptionIdeas
              pageId={pageId}
              onPick={(idea) => {
                setText(idea);
                area.current?.focus({ preventScroll: true });
              }}
            />
          )}
          <FontChips font={font} onFont={setFont} />
          <div className="format-row">
            <SizeStepper size={size} onSize={setSize} />
            <AlignButtons align={align} onAlign={setAlign} />
            <DoneButton onDone={() => onDone(typed())} />
          </div>
          <div className="format-row">
            <ColorSwatches picked={picked} background={background} onPick={setPicked} />
          </div>
          {background !== null && contrastRatio(hexLuminance(color), background) < MIN_CONTRAST && (
            <p className="format-warning" role="status">
              {t('typing.hardToRead')}
            </p>
          )}
        </div>,
        document.body,
      )}
    </>
  );
}
