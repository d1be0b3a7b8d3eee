import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import '../../src/auth/forms.css';
import { RequireSession } from '../../src/auth/RequireSession';
import { trackConversion } from '../../src/conversion/track-conversion';
import { appState, markInYourBasketClicked } from '../../src/state/app-state';
import { openModal } from '../../src/ui/modals/modal-store';
import { UpgradeOptionsModal } from '../modals/UpgradeOptionsModal';
import { VoucherModal } from '../modals/VoucherModal';
import { ArrivesBy } from '../../src/ui/delivery/ArrivesBy';
import { DeliveryCountrySelect } from '../../src/ui/delivery/DeliveryCountrySelect';
import { PageFrame } from '../../src/ui/PageFrame';
import { ErrorMessage, Loading } from '../../src/ui/Status';
import { changeItem, removeItem, removeVoucher } from '../api/commerce-api';
import type { Basket, BasketItem } from '../api/types';
import { useBasket, useBasketChange } from '../api/use-basket';
import '../commerce.css';
import { useMoney } from '../components/money';
import { Thumb } from '../components/Thumb';
import { Totals } from '../components/Totals';
import { conversionProducts } from './conversion-products';

function Line({ item, currency }: { item: BasketItem; currency: string }) {
  const { t } = useTranslation('commerce');
  const money = useMoney();
  const change = useBasketChange((quantity: number) => changeItem(item.id, { quantity }));
  const remove = useBasketChange(() => removeItem(item.id));
  return (
    <li className="basket-line" aria-label={item.title}>
      <Thumb photoId={item.thumbnailPhotoId} title={item.title} />
      <div className="basket-line-body">
        <h2 className="basket-line-title">{item.title}</h2>
        <p className="muted">
          {item.typeName} · {item.sizeLabel}
          {item.kind === 'book' && ` · ${t('basket.pages', { count: item.pageCount })}`}
          {item.kind === 'print' &&
            item.printCount !== null &&
            item.copies !== null &&
            ` · ${t('basket.prints', { count: item.printCount })} · ${t('basket.copies', { count: item.copies })}`}
        </p>
        <div className="basket-line-controls">
          <label>
            {t('basket.quantity')}{' '}
            <select
              value={item.quantity}
              onChange={(e) => change.mutate(Number(e.target.value))}
              disabled={change.isPending}
            >
              {Array.from({ length: Math.max(10, item.quantity) }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <strong className="price">{money(item.lineTotalMinor, currency)}</strong>
        </div>
        <div className="panel-actions">
          {item.upgrades.length > 0 && (
            <button
              type="button"
              className="button secondary small"
              onClick={() => openModal(UpgradeOptionsModal, { item, currency })}
            >
              {t('basket.upgrade')}
            </button>
          )}
          <button
            type="button"
            className="button secondary small"
            onClick={() => remove.mutate(undefined)}
            disabled={remove.isPending}
          >
            {t('basket.remove')}
            <span className="visually-hidden"> {item.title}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

function Vouchers({ basket }: { basket: Basket }) {
  const { t } = useTranslation('commerce');
  const remove = useBasketChange((code: string) => removeVoucher(code));
  return (
    <section className="panel" aria-labelledby="vouchers-heading">
      <h2 id="vouchers-heading">{t('voucher.heading')}</h2>
      {basket.vouchers.length > 0 && (
        <ul className="voucher-list">
          {basket.vouchers.map((v) => (
            <li key={v.code}>
              <span className="voucher-code">{v.code}</span>{' '}
              {v.applied ? (
                <span className="muted">{t('voucher.applied')}</span>
              ) : (
                <span className="field-error">{t(`voucher.problems.${v.problem?.reason ?? 'unknown'}`)}</span>
              )}
              <button type="button" className="link-button" onClick={() => remove.mutate(v.code)}>
                {t('voucher.remove')}
                <span className="visually-hidden"> {v.code}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button secondary" onClick={() => openModal(VoucherModal)}>
        {t('voucher.add')}
      </button>
    </section>
  );
}

function InYourBasketNotice() {
  const { t } = useTranslation('commerce');
  const state = useSnapshot(appState);
  if (state.inYourBasketClicked) return null;
  return (
    <div className="form-notice in-basket-notice">
      <p>{t('basket.notice')}</p>
      <button type="button" className="link-button" onClick={() => markInYourBasketClicked(appState)}>
        {t('basket.noticeDismiss')}
      </button>
    </div>
  );
}

function BasketContent() {
  const { t } = useTranslation('commerce');
  const query = useBasket();
  const viewed = useRef(false);
  useEffect(() => {
    if (!query.data || viewed.current) return;
    viewed.current = true;
    trackConversion('basket_viewed', {
      products: conversionProducts(query.data),
      currency: query.data.currency,
      totalPrice: query.data.totals.totalMinor / 100,
    });
  }, [query.data]);
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorMessage message={t('errors.load')} onRetry={() => query.refetch()} />;
  const basket = query.data;
  if (basket.items.length === 0) {
    return (
      <div className="form-stack">
        <p>{t('basket.empty')}</p>
        <Link href="/new-print" className="button">
          {t('basket.startPrint')}
        </Link>
      </div>
    );
  }
  // The method the total includes (the chosen one, else the cheapest): its dates, before paying.
  const quoted = basket.shippingOptions.find((o) => o.method === basket.quotedMethod);
  const accept = () =>
    trackConversion('basket_price_accepted', {
      products: conversionProducts(basket),
      currency: basket.currency,
      totalPrice: basket.totals.totalMinor / 100,
    });
  return (
    <div className="checkout-layout">
      <InYourBasketNotice />
      <ul className="basket-lines">
        {basket.items.map((item) => (
          <Line key={item.id} item={item} currency={basket.currency} />
        ))}
      </ul>
      <Vouchers basket={basket} />
      <section className="panel" aria-label={t('totals.heading')}>
        <DeliveryCountrySelect value={basket.country} />
        <Totals totals={basket.totals} currency={basket.currency} />
        {quoted && <ArrivesBy window={quoted} />}
        <Link href="/checkout" className="button full" onClick={accept}>
          {t('basket.checkout')}
        </Link>
      </section>
    </div>
  );
}

export default function BasketPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.basket.title')}>
      <RequireSession>
        <BasketContent />
      </RequireSession>
    </PageFrame>
  );
}
