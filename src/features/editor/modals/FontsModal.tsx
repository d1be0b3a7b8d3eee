import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { fontFamilies, type Op, themeById } from '../../../../render-core';
import { confirm, type ModalContentProps } from '../../../ui/modals/modal-store';
import { useEditorDocument } from '../state/use-editor-document';
import { frameOf } from './find';
import { sampleText } from './pickers/first-photo';
import { cssFontFamily } from './pickers/font-css';
import { useDocumentFonts } from './pickers/picker-fonts';
import './pickers/pickers.css';
import { useEditorSession } from '../state/editor-context';

/**
 * SPEC §9 kind 6: a font for the selected text, each written in itself with a line of the book's
 * title, or the theme's fonts back on every text (after the disabled_fonts confirmation, since it
 * replaces fonts the user chose).
 */
export function FontsModal({ titleId, close }: ModalContentProps) {
  const { t } = useTranslation(['designs', 'editor']);
  const session = useEditorSession();
  const snap = useSnapshot(session.ui);
  // Read through the snapshot so the list follows edits; the ops need the live document.
  const doc = useEditorDocument();
  useDocumentFonts(fontFamilies);
  if (!doc) return null;
  const selected = snap.selected && frameOf(doc, snap.selected)?.kind === 'text' ? snap.selected : null;
  const current = selected ? frameOf(doc, selected) : null;
  const currentFont = current?.kind === 'text' ? current.font : null;
  const theme = themeById(doc.theme);
  const sample = sampleText(doc, t('sample'));

  // The texts whose font is not their theme font: what "use the theme's fonts" would replace.
  const ownFonts: Op[] = [];
  for (const page of [doc.cover, ...doc.pages]) {
    for (const f of page?.frames ?? []) {
      if (f.kind !== 'text' || !page) continue;
      const font = f.role === 'title' || f.role === 'chapter' ? theme.titleFont : theme.bodyFont;
      if (f.font !== font) ownFonts.push({ type: 'changeFont', pageId: page.id, frameId: f.id, font });
    }
  }

  const themeFonts = async () => {
    if (ownFonts.length === 0 || !(await confirm('disabled_fonts'))) return;
    if (await session.editTogether(ownFonts)) close();
  };

  return (
    <div className="form-stack editor-form picker">
      <h2 id={titleId}>{t('editor:fonts.title')}</h2>
      <p className="picker-current" role="status">
        {currentFont ? t('currentFont', { name: currentFont }) : t('editor:fonts.selectText')}
      </p>
      <ul className="picker-grid wide">
        {fontFamilies.map((font) => (
          <li key={font}>
            <button
              type="button"
              className="picker-choice font-choice"
              disabled={!selected}
              aria-pressed={currentFont === font}
              style={{ fontFamily: cssFontFamily(font) }}
              onClick={async () => {
                if (selected && (await session.edit({ type: 'changeFont', ...selected, font }))) close();
              }}
            >
              {currentFont === font && (
                <span className="picker-badge" aria-hidden="true">
                  {t('current')}
                </span>
              )}
              <span className="font-choice-name">{font}</span>
              {/* The same words in every font are for the eye; read aloud they would only repeat four times. */}
              <span className="font-choice-sample" aria-hidden="true">
                {sample}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {ownFonts.length > 0 ? (
        <button type="button" className="button secondary" onClick={() => void themeFonts()}>
          {t('editor:fonts.useThemeFonts')}
        </button>
      ) : (
        <p>{t('editor:fonts.allThemeFonts')}</p>
      )}
    </div>
  );
}
