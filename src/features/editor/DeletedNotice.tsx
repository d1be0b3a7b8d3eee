import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { appState } from '../../state/app-state';
import { formatMoney } from '../../ui/format';
import { useCatalog } from '../../catalog/use-catalog';
import { priceFor } from './order/order-choices';
import { useDocumentSelector, useEditorSession } from './state/editor-context';

/**
 * Says what a delete did, the design's new page count and price beside the old one (the price is
 * the contract's rule, the one the basket charges), with an Undo right there.
 */
export function DeletedNotice() {
  const { t } = useTranslation('editor');
  const session = useEditorSession();
  const { currency, locale } = useSnapshot(appState);
  // The session ends the notice at the next change; the product alone is read from the document,
  // so an edit does not render the notice again.
  const { deleted } = useSnapshot(session.ui);
  const productCode = useDocumentSelector((doc) => doc.product.code);
  const catalog = useCatalog(currency, locale);
  if (!deleted || !productCode) return null;
  const product = catalog.data?.categories
    .flatMap((c) => c.types.flatMap((ty) => ty.products))
    .find((p) => p.code === productCode);
  const money = (design: typeof deleted.before) =>
    product && catalog.data
      ? formatMoney({ amount: priceFor(product, design), currency: catalog.data.currency }, locale)
      : null;
  const before = money(deleted.before);
  const after = money(deleted.after);
  const kind = deleted.after.kind;
  const count = deleted.after.pages.length;
  return (
    <section className="tutorial-strip deleted-strip" aria-labelledby="deleted-title">
      <div role="status">
        <h2 id="deleted-title">{t(`deletePages.done.${kind}`, { count: deleted.pages })}</h2>
        <p>
          {t(`deletePages.now.${kind}`, { count })}
          {before && after && before !== after ? ` ${t('deletePages.price', { after, before })}` : ''}
        </p>
      </div>
      <button
        type="button"
        className="button small"
        onClick={() => {
          session.ui.deleted = null;
          void session.undo();
        }}
      >
        {t('deletePages.undo')}
      </button>
    </section>
  );
}
