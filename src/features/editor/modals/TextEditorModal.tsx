import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FontFamily, fontFamilies, type FrameRef, type Op, themeById } from '../../../../render-core';
import { openModal, type ModalContentProps } from '../../../ui/modals/modal-store';
import { frameOf, pagesOfSpread } from './find';
import { useEditorDocument } from '../state/use-editor-document';
import { useEditorSession } from '../state/editor-context';

type Align = 'left' | 'center' | 'right';

/**
 * SPEC §9 kind 10: writes a caption on a page of the spread, or edits a text frame (words, font,
 * size, alignment). The AI captions modal can fill in the words.
 */
export function TextEditorModal({
  titleId,
  props,
  close,
}: ModalContentProps<{ frame?: FrameRef; spread?: number }>) {
  const { t } = useTranslation('editor');
  const session = useEditorSession();
  const doc = useEditorDocument();
  const existing = doc && props.frame ? frameOf(doc, props.frame) : null;
  const text = existing?.kind === 'text' ? existing : null;
  const pages = doc ? pagesOfSpread(doc, props.spread ?? session.ui.spread) : [];
  const theme = doc ? themeById(doc.theme) : null;
  const [pageId, setPageId] = useState(props.frame?.pageId ?? pages[0]?.page.id ?? '');
  const [words, setWords] = useState(text?.text ?? '');
  const [font, setFont] = useState<FontFamily>(text?.font ?? theme?.bodyFont ?? 'Inter');
  const [size, setSize] = useState<number>(text?.size ?? 14);
  const [align, setAlign] = useState<Align>(text?.align ?? 'center');
  const [error, setError] = useState(false);

  if (!doc) return null;

  const save = async () => {
    if (words.trim() === '' && !text) {
      setError(true);
      return;
    }
    let ops: Op[];
    let ref: FrameRef;
    if (text && props.frame) {
      ref = props.frame;
      ops = [{ type: 'editText', ...ref, text: words, size, align }];
      if (font !== text.font) ops.push({ type: 'changeFont', ...ref, font });
    } else {
      ref = { pageId, frameId: `caption-${Date.now().toString(36)}` };
      ops = [
        { type: 'addText', pageId, text: words, id: ref.frameId },
        { type: 'editText', ...ref, size, align },
        { type: 'changeFont', ...ref, font },
      ];
    }
    if (await session.editTogether(ops)) {
      session.select(ref);
      close();
    } else setError(true);
  };

  return (
    <form
      className="form-stack editor-form text-editor"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 id={titleId}>{text ? t('textEditor.editTitle') : t('textEditor.addTitle')}</h2>
      {!text && pages.length > 1 && (
        <label className="field">
          <span>{t('textEditor.page')}</span>
          <select value={pageId} onChange={(e) => setPageId(e.target.value)}>
            {pages.map(({ page, ref }) => (
              <option key={page.id} value={page.id}>
                {ref === 'cover' ? t('strip.cover') : t('textEditor.pageNumber', { n: ref + 1 })}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="field">
        <span>{t('textEditor.text')}</span>
        <textarea value={words} rows={3} maxLength={2000} onChange={(e) => setWords(e.target.value)} />
      </label>
      <button
        type="button"
        className="button secondary small"
        onClick={() => openModal('ai_captions', { pageId, onPick: (caption: string) => setWords(caption) })}
      >
        {t('textEditor.suggest')}
      </button>
      <label className="field">
        <span>{t('textEditor.font')}</span>
        <select value={font} onChange={(e) => setFont(e.target.value as FontFamily)}>
          {fontFamilies.map((f) => (
            <option key={f} value={f} style={{ fontFamily: f }}>
              {f}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('textEditor.size')}</span>
        <input
          type="number"
          min={6}
          max={72}
          value={size}
          onChange={(e) => setSize(Math.min(72, Math.max(6, Number(e.target.value) || 14)))}
        />
      </label>
      <fieldset className="align-choice">
        <legend>{t('textEditor.align')}</legend>
        {(['left', 'center', 'right'] as const).map((a) => (
          <label key={a}>
            <input type="radio" name="align" checked={align === a} onChange={() => setAlign(a)} />
            {t(`textEditor.aligns.${a}`)}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="form-error" role="alert">
          {t('textEditor.empty')}
        </p>
      )}
      <div className="modal-actions">
        <button type="submit" className="button">
          {t('textEditor.save')}
        </button>
      </div>
    </form>
  );
}
