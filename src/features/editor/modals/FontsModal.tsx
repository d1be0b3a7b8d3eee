import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { fontFamilies, type Op, themeById } from '../../../../render-core';
import { confirm, type ModalContentProps } from '../../../ui/modals/modal-store';
import { edit, editTogether } from '../state/controller';
import { editorState } from '../state/editor-store';
import { frameOf } from './find';
import { useEditorDocument } from '../state/use-editor-document';

/**
 * SPEC §9 kind 6: a font for the selected text, or the theme's fonts back on every text (after
 * the disabled_fonts confirmation, since it replaces fonts the user chose).
 */
export function FontsModal({ titleId, close }: ModalContentProps) {
  const { t } = useTranslation('editor');
  const snap = useSnapshot(editorState);
  // Read through the snapshot so the list follows edits; the ops need the live document.
  const doc = useEditorDocument();
  if (!doc) return null;
  const selected = snap.selected && frameOf(doc, snap.selected)?.kind === 'text' ? snap.selected : null;
  const current = selected ? frameOf(doc, selected) : null;
  const theme = themeById(doc.theme);

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
    if (await editTogether(ownFonts)) close();
  };

  return (
    <div className="form-stack editor-form">
      <h2 id={titleId}>{t('fonts.title')}</h2>
      {!selected && <p>{t('fonts.selectText')}</p>}
      <ul className="font-list">
        {fontFamilies.map((font) => (
          <li key={font}>
            <button
              type="button"
              disabled={!selected}
              aria-pressed={current?.kind === 'text' && current.font === font}
              style={{ fontFamily: font }}
              onClick={async () => {
                if (selected && (await edit({ type: 'changeFont', ...selected, font }))) close();
              }}
            >
              {font}
            </button>
          </li>
        ))}
      </ul>
      {ownFonts.length > 0 ? (
        <button type="button" className="button secondary" onClick={() => void themeFonts()}>
          {t('fonts.useThemeFonts')}
        </button>
      ) : (
        <p>{t('fonts.allThemeFonts')}</p>
      )}
    </div>
  );
}
