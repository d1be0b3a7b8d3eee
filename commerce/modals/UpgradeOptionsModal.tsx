import { useTranslation } from 'react-i18next';
import { trackConversion } from '../../src/conversion/track-conversion';
import type { ModalContentProps } from '../../src/ui/modals/modal-store';
import { changeItem } from '../api/commerce-api';
import type { BasketItem } from '../api/types';
import { useBasketChange } from '../api/use-basket';
import { useMoney } from '../components/money';

type BasketProps = { item: BasketItem; currency: string };

/**
 * The upgrade options modal of the basket: the same print as another cover or binding, which
 * changes the basket line. The editor opens its own (UpgradeOptionsEditor), which changes the design.
 */
export function UpgradeOptionsModal({ titleId, close, props }: ModalContentProps<BasketProps>) {
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
