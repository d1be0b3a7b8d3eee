import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { trackConversion } from '../../src/conversion/track-conversion';
import type { UpgradeOptionsEditorProps } from '../../src/features/editor/modals/UpgradeOptionsEditor';
import type { ModalContentProps } from '../../src/ui/modals/modal-store';
import { changeItem } from '../api/commerce-api';
import type { BasketItem } from '../api/types';
import { useBasketChange } from '../api/use-basket';
import { useMoney } from '../components/money';

// Only opened from the editor, which has loaded it already: the basket does not carry the editor.
const UpgradeOptionsEditor = lazy(() =>
  import('../../src/features/editor/modals/UpgradeOptionsEditor').then((m) => ({
    default: m.UpgradeOptionsEditor,
  })),
);

type BasketProps = { item: BasketItem; currency: string };

/**
 * The upgrade options modal (SPEC §9 kind 16): the same print as another cover or binding. From the
 * basket (`{item, currency}`) it changes the basket line; from the editor (`{printId}`) the editor's
 * content changes the design itself.
 */
export function UpgradeOptionsModal(modal: ModalContentProps<BasketProps | UpgradeOptionsEditorProps>) {
  const { props } = modal;
  if ('printId' in props) {
    return (
      <Suspense fallback={null}>
        <UpgradeOptionsEditor {...modal} props={props} />
      </Suspense>
    );
  }
  return <BasketUpgradeOptions {...modal} props={props} />;
}

function BasketUpgradeOptions({ titleId, close, props }: ModalContentProps<BasketProps>) {
  const { t } = useTranslation('commerce');
  const money = useMoney();
  const { item, currency } = props;
  const change = useBasketChange((productCode: string) => changeItem(item.id, { productCode }));
  const choose = (productCode: string, unitPriceMinor: number) =>
    change.mutate(productCode, {
      onSuccess: () => {
        trackConversion('product_upgrade_selected', {
          products: [{ productCode, price: unitPriceMinor / 100, quantity: item.quantity }],
          currency,
        });
        close();
      },
    });
  return (
    <div className="form-stack">
      <h2 id={titleId}>{t('upgrade.title')}</h2>
      <p>{t('upgrade.current', { name: item.typeName, price: money(item.unitPriceMinor, currency) })}</p>
      <ul className="choice-list">
        {item.upgrades.map((u) => (
          <li key={u.productCode}>
            <button
              type="button"
              className="choice"
              onClick={() => choose(u.productCode, u.unitPriceMinor)}
              disabled={change.isPending}
            >
              <span>{u.typeName}</span>
              <strong>{money(u.unitPriceMinor, currency)}</strong>
            </button>
          </li>
        ))}
      </ul>
      {change.isError && (
        <p className="form-alert" role="alert">
          {t('errors.generic')}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button secondary" onClick={close}>
          {t('actions.close')}
        </button>
      </div>
    </div>
  );
}
