import { useTranslation } from 'react-i18next';
import { type BookDocument, coverWrapOf } from '../../../render-core';
import { edit } from './state/controller';

/**
 * A bound book's cover spread: the spine's width for the current page count (it grows as pages
 * are added) and, until the book has one, the offer of a back cover of its own.
 */
export function CoverSheet({ document, spread }: { document: BookDocument; spread: number }) {
  const { t, i18n } = useTranslation('editor');
  const wrap = spread === 0 ? coverWrapOf(document) : null;
  if (!wrap) return null;
  return (
    <section className="cover-sheet" aria-label={t('coverSheet.label')}>
      <p role="status">
        {t('coverSheet.spine', {
          // In the customer's numbers: 5.6 mm in English, 5,6 mm in German or Finnish.
          mm: new Intl.NumberFormat(i18n.language, {
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
          }).format(wrap.spine),
          pages: document.pages.length,
        })}
      </p>
      {document.backCover ? null : (
        <button
          type="button"
          className="button secondary small"
          onClick={() => void edit({ type: 'addBackCover' })}
        >
          {t('coverSheet.addBack')}
        </button>
      )}
    </section>
  );
}
