import { useTranslation } from 'react-i18next';
import { type Op, pageTrim, themes } from '../../../../render-core';
import { confirm, type ModalContentProps } from '../../../ui/modals/modal-store';
import { useEditorDocument } from '../state/use-editor-document';
import { firstPhotoId, sampleText } from './pickers/first-photo';
import { useDocumentFonts } from './pickers/picker-fonts';
import { ThemePicture } from './pickers/ThemePicture';
import { useTileBitmap } from './pickers/use-tile-bitmap';
import './pickers/pickers.css';
import { useEditorSession } from '../state/editor-context';

/** Pixels across the photo the theme pictures share (a tile is about 150 CSS px on a phone). */
const PHOTO_WIDTH = 320;
const TITLE_FONTS = [...new Set(themes.map((t) => t.titleFont))];

/**
 * SPEC §9 kind 11: the themes, each as a small page of this book in that theme. Pages the user
 * coloured themselves keep their colour under any theme, so picking one first asks
 * (disabled_themes) before it replaces those colours.
 */
export function ThemesModal({ titleId, close }: ModalContentProps) {
  const { t } = useTranslation(['designs', 'editor']);
  const session = useEditorSession();
  const doc = useEditorDocument();
  const photo = useTileBitmap(doc ? firstPhotoId(doc) : null, PHOTO_WIDTH);
  useDocumentFonts(TITLE_FONTS);
  if (!doc) return null;
  const styled = [doc.cover, ...doc.pages].filter((p) => p && p.background !== null).map((p) => p!.id);
  const trim = pageTrim(doc.product, doc.pages[0] ?? { turned: false });
  const title = sampleText(doc, t('sample'));
  const themeName = (id: string) => t(`editor:themes.names.${id}`);

  const pick = async (id: (typeof themes)[number]['id']) => {
    const ops: Op[] = [];
    if (styled.length > 0) {
      if (!(await confirm('disabled_themes'))) return;
      for (const pageId of styled) ops.push({ type: 'setBackground', pageId, color: null });
    }
    if (id !== doc.theme || ops.length > 0) ops.push({ type: 'changeTheme', theme: id });
    if (ops.length > 0) await session.editTogether(ops);
    close();
  };

  return (
    <div className="form-stack editor-form picker">
      <h2 id={titleId}>{t('editor:themes.title')}</h2>
      <p className="picker-current" role="status">
        {t('currentTheme', { name: themeName(doc.theme) })}
      </p>
      <ul className="picker-grid pairs">
        {themes.map((theme) => (
          <li key={theme.id}>
            <button
              type="button"
              className="picker-choice"
              aria-pressed={doc.theme === theme.id}
              onClick={() => void pick(theme.id)}
            >
              <ThemePicture theme={theme} photo={photo} title={title} aspect={trim.width / trim.height} />
              <span className="picker-name">{themeName(theme.id)}</span>
              {doc.theme === theme.id && (
                <span className="picker-badge" aria-hidden="true">
                  {t('current')}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
