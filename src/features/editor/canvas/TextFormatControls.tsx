import { useTranslation } from 'react-i18next';
import type { FontFamily, TextFrame } from '../../../../render-core';
import { cssFontFamily } from '../modals/pickers/font-css';
import { PRINTED_FONTS, stepSize, swatchesOn } from './text-style';

/** The controls of the format bar over the keyboard while a text frame is typed on the page. */

export const AUTO_COLOR = 'auto';

export function FontChips({ font, onFont }: { font: FontFamily; onFont: (font: FontFamily) => void }) {
  const { t } = useTranslation('editor-canvas');
  return (
    <fieldset className="format-fonts">
      <legend className="visually-hidden">{t('typing.font')}</legend>
      {PRINTED_FONTS.map((f) => (
        <button
          key={f.font}
          type="button"
          className="format-chip"
          aria-pressed={font === f.font}
          style={{ fontFamily: cssFontFamily(f.font) }}
          onClick={() => onFont(f.font)}
        >
          {t(`typing.fonts.${f.name}`)}
        </button>
      ))}
    </fieldset>
  );
}

export function SizeStepper({
  size,
  onSize,
}: {
  size: number;
  onSize: (step: (size: number) => number) => void;
}) {
  const { t } = useTranslation('editor-canvas');
  return (
    <fieldset className="format-size">
      <legend className="visually-hidden">{t('typing.size')}</legend>
      <button
        type="button"
        className="format-button"
        aria-label={t('typing.smaller')}
        disabled={size <= 10}
        onClick={() => onSize((s) => stepSize(s, -1))}
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
        onClick={() => onSize((s) => stepSize(s, 1))}
      >
        +
      </button>
    </fieldset>
  );
}

export function AlignButtons({
  align,
  onAlign,
}: {
  align: TextFrame['align'];
  onAlign: (align: TextFrame['align']) => void;
}) {
  const { t } = useTranslation('editor-canvas');
  return (
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
          onClick={() => onAlign(a)}
        >
          <AlignGlyph align={a} />
        </button>
      ))}
    </fieldset>
  );
}

export function DoneButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('editor-canvas');
  return (
    <button
      type="button"
      className="format-button format-done"
      aria-label={t('typing.done')}
      title={t('typing.done')}
      onClick={onDone}
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
  );
}

/** Auto, then the swatches for what is behind the box; the ones too faint to read there are off. */
export function ColorSwatches({
  picked,
  background,
  onPick,
}: {
  picked: string | null;
  background: number | null;
  onPick: (color: string) => void;
}) {
  const { t } = useTranslation('editor-canvas');
  const swatches = background === null ? [] : swatchesOn(background);
  return (
    <fieldset className="format-colors">
      <legend className="visually-hidden">{t('typing.color')}</legend>
      <button
        type="button"
        className="format-chip"
        aria-pressed={picked === AUTO_COLOR}
        disabled={background === null}
        onClick={() => onPick(AUTO_COLOR)}
      >
        {t('typing.auto')}
      </button>
      {swatches.map((s) => {
        const name = t(`typing.colors.${s.color.slice(1)}`);
        const faint = t('typing.lowContrast', { color: name });
        return (
          <button
            key={s.color}
            type="button"
            className="format-swatch"
            data-unreadable={s.readable ? undefined : true}
            aria-pressed={picked === s.color}
            aria-label={s.readable ? name : faint}
            title={s.readable ? undefined : faint}
            disabled={!s.readable}
            style={{ backgroundColor: s.color }}
            onClick={() => onPick(s.color)}
          />
        );
      })}
    </fieldset>
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
