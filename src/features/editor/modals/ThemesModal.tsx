import { useTranslation } from 'react-i18next';
import { type Op, themes } from '../../../../render-core';
import { confirm, type ModalContentProps } from '../../../ui/modals/modal-store';
import { editTogether } from '../state/controller';
import { useEditorDocument } from '../state/use-editor-document';

/**
 * SPEC §9 kind 11: the themes. Pages the user coloured themselves keep their colour under any
 * theme, so picking one first asks (disabled_themes) before it replaces those colours.
 */
export function ThemesModal({ titleId, close }: ModalContentProps) {
  const { t } = useTranslation('editor');
  const doc = useEditorDocument();
  if (!doc) return null;
  const styled = [doc.cover, ...doc.pages].filter((p) => p && p.background !== null).map((p) => p!.id);

  const pick = async (id: (typeof themes)[number]['id']) => {
    const ops: Op[] = [];
    if (styled.length > 0) {
      if (!(await confirm('disabled_themes'))) return;
      for (const pageId of styled) ops.push({ type: 'setBackground', pageId, color: null });
    }
    if (id !== doc.theme || ops.length > 0) ops.push({ type: 'changeTheme', theme: id });
    if (ops.length > 0) await editTogether(ops);
    close();
  };

  return (
    <div className="form-stack editor-form">
      <h2 id={titleId}>{t('themes.title')}</h2>
      <ul className="theme-list">
        {themes.map((theme) => (
          <li key={theme.id}>
            <button
              type="button"
              className="theme-swatch"
              aria-pressed={doc.theme === theme.id}
              onClick={() => void pick(theme.id)}
              style={{ background: theme.background, color: theme.textColor }}
            >
              <span style={{ fontFamily: theme.titleFont }}>{t(`themes.names.${theme.id}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
