import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyOp, type BookDocument, type FontFamily, type Template } from '../../../../render-core';
import type { ModalContentProps } from '../../../ui/modals/modal-store';
import { useEditorDocument } from '../state/use-editor-document';
import { pagesOfSpread } from './find';
import { PagePreview } from './FramePreview';
import {
  groupByPhotoCount,
  LAYOUT_NAME_KEYS,
  layoutNameKey,
  pickableTemplates,
} from './pickers/layout-names';
import { useDocumentFonts } from './pickers/picker-fonts';
import './pickers/pickers.css';
import { useEditorSession } from '../state/editor-context';

/** Canvas pixels across a layout's picture: sharp at two columns on a phone with a 2x screen. */
const PREVIEW_WIDTH = 320;

/**
 * SPEC §9 kind 12: a layout for one page of the spread. Each is a picture of the page with its own
 * photos in that layout, named in words, grouped by how many photos it holds.
 */
export function TemplatesModal({ titleId, props, close }: ModalContentProps<{ spread: number }>) {
  const { t } = useTranslation(['designs', 'editor']);
  const session = useEditorSession();
  const headingIds = useId();
  const doc = useEditorDocument();
  const pages = doc ? pagesOfSpread(doc, props.spread).filter((p) => p.ref !== 'cover') : [];
  const [pageId, setPageId] = useState(pages[0]?.page.id ?? '');
  const chosen = pages.find((p) => p.page.id === pageId) ?? pages[0];
  const fonts: FontFamily[] = (chosen?.page.frames ?? []).flatMap((f) => (f.kind === 'text' ? [f.font] : []));
  useDocumentFonts([...new Set(fonts)]);

  const groups = useMemo(() => {
    if (!doc || !chosen) return [];
    const out: { template: Template; doc: BookDocument }[] = [];
    for (const template of pickableTemplates) {
      try {
        out.push({
          template,
          doc: applyOp(doc, { type: 'changeTemplate', pageId: chosen.page.id, template: template.id })
            .document,
        });
      } catch {
        // A template this page cannot take is simply not offered.
      }
    }
    return groupByPhotoCount(out);
  }, [doc, chosen]);

  if (!doc) return null;
  if (!chosen) return <h2 id={titleId}>{t('editor:templates.coverOnly')}</h2>;

  const name = (id: string) => t(layoutNameKey(id));
  const current = chosen.page.template;

  return (
    <div className="form-stack editor-form picker">
      <h2 id={titleId}>{t('editor:templates.title')}</h2>
      {pages.length > 1 && (
        <fieldset className="picker-pages">
          <legend className="visually-hidden">{t('editor:templates.whichPage')}</legend>
          {pages.map(({ page, ref }) => (
            <button
              key={page.id}
              type="button"
              className="button small secondary"
              aria-pressed={page.id === chosen.page.id}
              onClick={() => setPageId(page.id)}
            >
              {t('editor:textEditor.pageNumber', { n: (ref as number) + 1 })}
            </button>
          ))}
        </fieldset>
      )}
      {/* Follows the page buttons, so switching page says which layout that page has. */}
      <p className="picker-current" role="status">
        {LAYOUT_NAME_KEYS[current] ? t('currentLayout', { name: name(current) }) : ''}
      </p>
      {groups.map((group) => (
        <section key={group.count} className="picker-group" aria-labelledby={`${headingIds}-${group.count}`}>
          <h3 id={`${headingIds}-${group.count}`}>{t('photoCount', { count: group.count })}</h3>
          <ul className="picker-grid">
            {group.items.map(({ template, doc: preview }) => (
              <li key={template.id}>
                <button
                  type="button"
                  className="picker-choice"
                  aria-pressed={current === template.id}
                  onClick={async () => {
                    await session.edit({
                      type: 'changeTemplate',
                      pageId: chosen.page.id,
                      template: template.id,
                    });
                    close();
                  }}
                >
                  <PagePreview document={preview} page={chosen.ref} width={PREVIEW_WIDTH} label="" />
                  <span className="picker-name">{name(template.id)}</span>
                  {current === template.id && (
                    <span className="picker-badge" aria-hidden="true">
                      {t('current')}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
