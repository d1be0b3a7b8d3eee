import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyOp, type BookDocument, templates } from '../../../../render-core';
import type { ModalContentProps } from '../../../ui/modals/modal-store';
import { edit } from '../state/controller';
import { pagesOfSpread } from './find';
import { PagePreview } from './FramePreview';
import { useEditorDocument } from '../state/use-editor-document';

/** SPEC §9 kind 12: a layout for one page of the spread, each shown live with the page's photos. */
export function TemplatesModal({ titleId, props, close }: ModalContentProps<{ spread: number }>) {
  const { t } = useTranslation('editor');
  const doc = useEditorDocument();
  const pages = doc ? pagesOfSpread(doc, props.spread).filter((p) => p.ref !== 'cover') : [];
  const [pageId, setPageId] = useState(pages[0]?.page.id ?? '');
  const chosen = pages.find((p) => p.page.id === pageId) ?? pages[0];

  const previews = useMemo(() => {
    if (!doc || !chosen) return [];
    const out: { id: string; doc: BookDocument }[] = [];
    for (const template of templates) {
      if (template.special) continue;
      try {
        out.push({
          id: template.id,
          doc: applyOp(doc, { type: 'changeTemplate', pageId: chosen.page.id, template: template.id })
            .document,
        });
      } catch {
        // A template this page cannot take is simply not offered.
      }
    }
    return out;
  }, [doc, chosen]);

  if (!doc) return null;
  if (!chosen) return <h2 id={titleId}>{t('templates.coverOnly')}</h2>;

  return (
    <div className="form-stack editor-form">
      <h2 id={titleId}>{t('templates.title')}</h2>
      {pages.length > 1 && (
        <fieldset className="actions">
          <legend className="visually-hidden">{t('templates.whichPage')}</legend>
          {pages.map(({ page, ref }) => (
            <button
              key={page.id}
              type="button"
              className="button small secondary"
              aria-pressed={page.id === chosen.page.id}
              onClick={() => setPageId(page.id)}
            >
              {t('textEditor.pageNumber', { n: (ref as number) + 1 })}
            </button>
          ))}
        </fieldset>
      )}
      <ul className="template-grid">
        {previews.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              aria-pressed={chosen.page.template === p.id}
              aria-label={t('templates.use', { name: p.id })}
              onClick={async () => {
                await edit({ type: 'changeTemplate', pageId: chosen.page.id, template: p.id });
                close();
              }}
            >
              <PagePreview document={p.doc} page={chosen.ref} width={96} label="" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
