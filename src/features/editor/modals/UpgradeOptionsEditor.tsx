import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { appState } from '../../../state/app-state';
import { formatMoney } from '../../../ui/format';
import type { ModalContentProps } from '../../../ui/modals/modal-store';
import { useCatalog } from '../../../catalog/use-catalog';
import { type OrderChoice, orderChoices } from '../order/order-choices';
import { productSpecOf } from '../../../catalog/product-spec';
import { designPageCount } from '../order/product-spec';
import './upgrade-options.css';
import { useOptionalEditorSession } from '../state/editor-context';
import { useEditorDocument } from '../state/use-editor-document';

export interface UpgradeOptionsEditorProps {
  /** The print open in the editor. */
  printId: string;
}

/**
 * Upgrade options opened from the editor (SPEC §9 kind 16): the design's own product and the other
 * covers, bindings and papers of its kind and size that take its page count, priced for it. A
 * choice is an edit (changeProduct), so it can be undone and is autosaved and synced like any other.
 */
export function UpgradeOptionsEditor({
  titleId,
  close,
  props,
}: ModalContentProps<UpgradeOptionsEditorProps>) {
  const { t } = useTranslation('editor');
  // Opened from the editor only, but the session may have closed (another design opened) since.
  const session = useOptionalEditorSession();
  const { currency, locale } = useSnapshot(appState);
  const open = useEditorDocument();
  const catalog = useCatalog(currency, locale);
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const doc = session?.printId === props.printId ? open : null;

  const body = () => {
    if (!doc) return <p role="alert">{t('upgradeEditor.noDesign')}</p>;
    if (catalog.isError) return <p role="alert">{t('upgradeEditor.failed')}</p>;
    if (!catalog.data) return <p role="status">{t('upgradeEditor.loading')}</p>;
    const pages = designPageCount(doc);
    const choices = orderChoices(catalog.data, doc.product.code, doc);
    const own = choices[0];
    if (!own) return <p role="alert">{t('upgradeEditor.unavailable')}</p>;
    const price = (choice: OrderChoice) =>
      // A set of prints is priced per copy: "for 9 prints", not pages.
      t(doc.kind === 'print' ? 'upgradeEditor.pricePrints' : 'upgradeEditor.price', {
        count: pages,
        price: formatMoney({ amount: choice.unitMinor, currency: catalog.data.currency }, locale),
      });
    const choose = async (choice: OrderChoice) => {
      if (choice.product.code === own.product.code) return close();
      setBusy(true);
      const ok =
        (await session?.edit({ type: 'changeProduct', product: productSpecOf(choice.product) })) ?? false;
      setBusy(false);
      if (ok) close();
      else setRefused(true);
    };
    return (
      <>
        <p>{t('upgradeEditor.current', { name: own.typeName, size: own.product.size, price: price(own) })}</p>
        {choices.length === 1 && <p>{t('upgradeEditor.none')}</p>}
        <ul className="upgrade-choices">
          {choices.map((choice) => {
            const current = choice === own;
            return (
              <li key={choice.product.code}>
                <button
                  type="button"
                  className="upgrade-choice"
                  aria-current={current ? 'true' : undefined}
                  disabled={busy}
                  onClick={() => void choose(choice)}
                >
                  <span className="upgrade-choice-name">
                    <strong>{choice.typeName}</strong>
                    <span>{choice.product.size}</span>
                  </span>
                  <span className="upgrade-choice-price">{price(choice)}</span>
                  {current && (
                    <span className="upgrade-choice-current">{t('upgradeEditor.currentBadge')}</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
        {refused && (
          <p className="form-error" role="alert">
            {t('upgradeEditor.refused')}
          </p>
        )}
      </>
    );
  };

  return (
    <div className="form-stack editor-form">
      <h2 id={titleId}>{t('upgradeEditor.title')}</h2>
      {body()}
    </div>
  );
}
