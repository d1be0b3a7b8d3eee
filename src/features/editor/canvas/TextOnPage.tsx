import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { FontFamily, TextFrame } from '../../../../render-core';
import { CaptionIdeas } from '../captions/CaptionIdeas';
import { cssFontFamily } from '../modals/pickers/font-css';
import {
  autoColor,
  contrastRatio,
  hexLuminance,
  MIN_CONTRAST,
  PRINTED_FONTS,
  readableColor,
  stepSize,
  swatchesOn,
} from './text-style';

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
const AUTO = 'auto';

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
    picked === AUTO && background !== null
      ? autoColor(background)
      : (picked ?? (background === null ? frame.color : readableColor(frame.color, background)));
  const typed = (): TypedText => ({ text, font, size, align, color });
  const latest = useRef({ typed, onDone });
  latest.current = { typed, onDone };

  // Focused in the commit of the tap that opened it, so a phone raises its keyboard.
  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    el.setSelectionRange(el.value.length, el.value.length);
  }, []);

  // The text box grows with its lines and stays centred on the frame, as the page lays text out.
  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    el.style.height = '0px';
    el.style.height = `${Math.min(el.scrollHeight, Math.max(box.height, 1) * 3)}px`;
  });

  // Above the on-screen keyboard: the visual viewport is what the keyboard leaves.
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
  }, []);

  // A tap anywhere outside the text box and its bar is Done.
  useEffect(() => {
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node | null;
      if (target && (area.current?.contains(target) || bar.current?.contains(target))) return;
      latest.current.onDone(latest.current.typed());
    };
    document.addEventListener('pointerdown', onDown, true);
    return () => document.removeEventListener('pointerdown', onDown, true);
  }, []);

  const fontPx = size * PX_PER_PT * scale;
  const swatches = background === null ? [] : swatchesOn(background);

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
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              e.stopPropagation();
              onCancel();
            }
          }}
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
          onKeyDown={(e) => {
            // Escape from a control of the bar cancels too, as it does in the text box.
            if (e.key === 'Escape') {
              e.preventDefault();
              e.stopPropagation();
              onCancel();
            }
          }}
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
          <fieldset className="format-fonts">
            <legend className="visually-hidden">{t('typing.font')}</legend>
            {PRINTED_FONTS.map((f) => (
              <button
                key={f.font}
                type="button"
                className="format-chip"
                aria-pressed={font === f.font}
                style={{ fontFamily: cssFontFamily(f.font) }}
                onClick={() => setFont(f.font)}
              >
                {t(`typing.fonts.${f.name}`)}
              </button>
            ))}
          </fieldset>
          <div className="format-row">
            <fieldset className="format-size">
              <legend className="visually-hidden">{t('typing.size')}</legend>
              <button
                type="button"
                className="format-button"
                aria-label={t('typing.smaller')}
                disabled={size <= 10}
                onClick={() => setSize((s) => stepSize(s, -1))}
              >
                −
              </button>
              <output className="format-step" aria-live="polite">
                <span aria-hidden="true">{Math.round(size)}</span>
                <span className="visually-hidden">{t('typing.points', { n: Math.round(size) })}</span>
              </output>
              <button
                type="button"
                className="format-button"
                aria-label={t('typing.larger')}
                disabled={size >= 60}
                onClick={() => setSize((s) => stepSize(s, 1))}
              >
                +
              </button>
            </fieldset>
            <fieldset className="format-align">
              <legend className="visually-hidden">{t('typing.align')}</legend>
              {(['left', 'center', 'right'] as const).map((a) => (
                <button
                  key={a}
                  type="button"
                  className="format-button"
                  aria-label={t(`typing.aligns.${a}`)}
                  title={t(`typing.aligns.${a}`)}
                  aria-pressed={align === a}
                  onClick={() => setAlign(a)}
                >
                  <AlignGlyph align={a} />
                </button>
              ))}
            </fieldset>
            <button
              type="button"
              className="format-button format-done"
              aria-label={t('typing.done')}
              title={t('typing.done')}
              onClick={() => onDone(typed())}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path
                  d="M5 12l5 5L19 7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
          </div>
          <div className="format-row">
            <fieldset className="format-colors">
              <legend className="visually-hidden">{t('typing.color')}</legend>
              <button
                type="button"
                className="format-chip"
                aria-pressed={picked === AUTO}
                disabled={background === null}
                onClick={() => setPicked(AUTO)}
              >
                {t('typing.auto')}
              </button>
              {swatches.map((s) => (
                <button
                  key={s.color}
                  type="button"
                  className="format-swatch"
                  data-unreadable={s.readable ? undefined : true}
                  aria-pressed={picked === s.color}
                  aria-label={
                    s.readable
                      ? t(`typing.colors.${s.color.slice(1)}`)
                      : t('typing.lowContrast', { color: t(`typing.colors.${s.color.slice(1)}`) })
                  }
                  title={
                    s.readable
                      ? undefined
                      : t('typing.lowContrast', { color: t(`typing.colors.${s.color.slice(1)}`) })
                  }
                  disabled={!s.readable}
                  style={{ backgroundColor: s.color }}
                  onClick={() => setPicked(s.color)}
                />
              ))}
            </fieldset>
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

function AlignGlyph({ align }: { align: TextFrame['align'] }) {
  const short = align === 'left' ? 'M4 12h10' : align === 'right' ? 'M10 12h10' : 'M7 12h10';
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={`M4 6h16${short}M4 18h16`} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
