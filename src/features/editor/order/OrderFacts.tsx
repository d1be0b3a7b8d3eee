import { useTranslation } from 'react-i18next';
import type { BookDocument } from '../../../../render-core';
import type { OrderChoice } from './order-choices';
import { designPageCount } from './product-spec';

/** The design's product, size and pages (for prints: how many prints and copies). */
export function OrderFacts({ document, chosen }: { document: BookDocument; chosen: OrderChoice }) {
  const { t } = useTranslation(['editor', 'common']);
  const pages = designPageCount(document);
  return (
    <dl className="order-facts">
      <dt>{t('editor:orderDetails.product')}</dt>
      <dd>{chosen.typeName}</dd>
      <dt>{t('editor:orderDetails.size')}</dt>
      <dd>{chosen.product.size}</dd>
      {document.kind === 'print' ? (
        <>
          <dt>{t('editor:orderDetails.prints')}</dt>
          <dd>{document.pages.length}</dd>
          <dt>{t('editor:orderDetails.copies')}</dt>
          <dd>{pages}</dd>
        </>
      ) : (
        <>
          <dt>{t('editor:orderDetails.pages')}</dt>
          <dd>{pages}</dd>
        </>
      )}
    </dl>
  );
}
