import { useTranslation } from 'react-i18next';
import { type BookDocument, coverWrapOf } from '../../../render-core';
import { formatNumber } from '../../ui/format';
import { useEditorSession } from './state/editor-context';

/**
 * A bound book's cover spread: the spine's width for the current page count (it grows as pages
 * are added) and, until the book has one, the offer of a back cover of its own.
 */
export function CoverSheet({ document, spread }: { document: BookDocument; spread: number }) {
  const { t, i18n } = useTranslation('editor');
  const session = useEditorSession();
  const wrap = spread === 0 ? coverWrapOf(document) : null;
  if (!wrap) return null;
  return (
    <section className="cover-sheet" aria-label={t('coverSheet.label')}>
      <p role="status">
        {t('coverSheet.spine', {
          mm: formatNumber(wrap.spine, i18n.language, 1),
          pages: document.pages.length,
        })}
      </p>
      {document.backCover ? null : (
        <button
          type="button"
          className="button secondary small"
          onClick={() => void session.edit({ type: 'addBackCover' })}
        >
          {t('coverSheet.addBack')}
        </button>
      )}
    </section>
  );
}
