import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useSearchParams } from 'wouter';
import { appState } from '../../state/app-state';
import { formatMoney } from '../../ui/format';
import { PageFrame } from '../../ui/PageFrame';
import { AddOutcome } from './order/AddOutcome';
import { BookPreview } from './order/BookPreview';
import { OptionCards } from './order/OptionCards';
import { OrderFacts } from './order/OrderFacts';
import { OrderPrice } from './order/OrderPrice';
import { useAddToBasket } from './order/use-add-to-basket';
import { PrintChecks } from './order/PrintChecks';
import { needsYes } from './order/print-check-list';
import { usePrintChecks } from './order/use-print-checks';
import { useOrderDesign } from './order/use-order-design';
import './editor.css';
import './order/order-step.css';

/**
 * /editor/order-details?print=ID, the order step: a picture of the customer's own design, its
 * product, size and pages, the covers and papers it can have as cards, the price with delivery to
 * the customer's delivery country as the server quotes it (with its "arrives" dates), and "Add to basket".
 */
export default function OrderDetailsPage() {
  const { t } = useTranslation(['editor', 'common']);
  const [params] = useSearchParams();
  const printId = params.get('print');
  const { currency, locale } = useSnapshot(appState);
  const { loaded, failed } = useOrderDesign(printId, currency, locale);
  const [code, setCode] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const chosen = loaded?.choices.find((c) => c.product.code === code) ?? loaded?.choices[0];
  const checks = usePrintChecks(loaded?.print.id, chosen?.product.code);
  const basket = useAddToBasket(
    loaded?.print.id,
    chosen,
    quantity,
    checks.check?.revision,
    params.get('item'),
  );
  const busy = basket.added === 'busy' || basket.added === 'waiting';
  // Warnings are ordered only with the customer's explicit "Order anyway" (issue 53).
  const askYes = checks.check !== null && needsYes(checks.check.findings);

  const body = () => {
    if (!printId) return <p>{t('editor:orderDetails.noPrint')}</p>;
    if (failed) return <p role="alert">{t('editor:orderDetails.failed')}</p>;
    if (!loaded) return <p role="status">{t('editor:orderDetails.loading')}</p>;
    if (!chosen) return <p role="alert">{t('editor:orderDetails.unavailable')}</p>;
    const money = (minor: number) => formatMoney({ amount: minor, currency }, locale);
    const title = loaded.print.title || t('editor:untitled');
    return (
      <div className="order-details form-stack editor-form">
        {loaded.unsaved && <p className="form-notice">{t('editor:orderDetails.unsaved')}</p>}
        <BookPreview document={loaded.document} title={title} />
        <h2>{title}</h2>
        <OrderFacts document={loaded.document} chosen={chosen} />
        <OptionCards
          choices={loaded.choices}
          chosenCode={chosen.product.code}
          onChoose={setCode}
          money={money}
          currency={currency}
          locale={locale}
        />
        <label className="field">
          <span>{t('editor:orderDetails.quantity')}</span>
          <input
            type="number"
            min={1}
            max={99}
            value={quantity}
            onChange={(e) => setQuantity(Math.min(99, Math.max(1, Number(e.target.value) || 1)))}
          />
        </label>
        <OrderPrice
          printId={loaded.print.id}
          productCode={chosen.product.code}
          quantity={quantity}
          itemLabel={t('editor:orderStep.itemLine', { name: chosen.typeName, count: quantity })}
          currency={currency}
          locale={locale}
          money={money}
        />
        <PrintChecks
          printId={loaded.print.id}
          check={checks.check}
          failed={checks.failed}
          changed={basket.changed}
          busy={busy}
          onCheckAgain={() => {
            basket.checkedAgain();
            checks.again();
          }}
          onOrderAnyway={() => void basket.addToBasket(true)}
        />
        <div className="actions order-actions">
          {!askYes && !basket.changed && (
            <button
              type="button"
              className="button full"
              disabled={busy || (checks.check === null && !checks.failed)}
              aria-busy={busy}
              onClick={() => void basket.addToBasket()}
            >
              {t('editor:orderDetails.addToBasket')}
            </button>
          )}
          <Link href={`/editor/${loaded.print.id}`}>{t('editor:orderDetails.backToEditor')}</Link>
        </div>
        <AddOutcome
          added={basket.added}
          progress={basket.progress}
          onCancelWait={basket.cancelWait}
          refusal={basket.refusal}
          photoFailed={basket.photoFailed}
        />
      </div>
    );
  };

  return <PageFrame title={t('common:pages.orderDetails.title')}>{body()}</PageFrame>;
}
