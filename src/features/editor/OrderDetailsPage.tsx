import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearchParams } from 'wouter';
import type { BookDocument } from '../../../render-core';
import { callApi, FieldApiError } from '../../api/client';
import { appState } from '../../state/app-state';
import { formatMoney } from '../../ui/format';
import { PageFrame } from '../../ui/PageFrame';
import { BookPreview } from './order/BookPreview';
import { OptionCards } from './order/OptionCards';
import { type OrderChoice, orderChoices } from './order/order-choices';
import { OrderPrice } from './order/OrderPrice';
import { designPageCount } from './order/product-spec';
import { photosToWaitFor } from './order/photo-wait';
import { findingText, type Refusal, refusalOf } from './order/refusal';
import { canWaitFor, usePhotoWait } from './order/use-photo-wait';
import { fetchPrint, type Print } from './state/transport';
import { readDraft } from './device/drafts';
import './editor.css';
import './order/order-step.css';

type Loaded = { print: Print; document: BookDocument; choices: OrderChoice[]; unsaved: boolean };

/**
 * /editor/order-details?print=ID, the order step: a picture of the customer's own design, its
 * product, size and pages, the covers and papers it can have as cards, the price with delivery to
 * the customer's country, and "Add to basket".
 */
export default function OrderDetailsPage() {
  const { t, i18n } = useTranslation(['editor', 'common']);
  const [params] = useSearchParams();
  const printId = params.get('print');
  const { currency, locale, country } = useSnapshot(appState);
  const [, navigate] = useLocation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<'no' | 'busy' | 'waiting' | 'failed'>('no');
  // Set before the request leaves, so a double tap (two clicks before React disables the button)
  // adds the design once.
  const adding = useRef(false);
  // The server decides what can be ordered; its 422 names each problem.
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // "All uploaded" on the device comes a moment before the server has made each photo ready (its
  // renditions): then the step waits, showing how many are, and adds by itself once they all are.
  const [photoFailed, setPhotoFailed] = useState(false);
  const photoWait = usePhotoWait(
    () => {
      adding.current = false;
      void addToBasket();
    },
    (why) => {
      setPhotoFailed(why === 'failed');
      setAdded('failed');
      adding.current = false;
    },
  );
  const cancelWait = () => {
    photoWait.cancel();
    setAdded('no');
    adding.current = false;
  };

  useEffect(() => {
    if (!printId) return;
    let live = true;
    (async () => {
      const [got, draft, catalogRes] = await Promise.all([
        fetchPrint(printId),
        readDraft(printId),
        callApi('GET /catalog', { query: { currency, locale } }).catch(() => null),
      ]);
      if (!live) return;
      if (got.kind !== 'ok' || !catalogRes) {
        setFailed(true);
        return;
      }
      // The design's own product is the one its document names (a cover or paper chosen in the
      // editor), taken from this device's draft while that is still on its way to the server.
      const document = draft?.dirty ? draft.document : got.print.document;
      setLoaded({
        print: got.print,
        document,
        choices: orderChoices(catalogRes, document.product.code, document),
        unsaved: !!draft?.dirty,
      });
    })().catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [printId, currency, locale]);

  const chosen = loaded?.choices.find((c) => c.product.code === code) ?? loaded?.choices[0];

  /*
   * After adding, the customer goes to the basket, as Mixbook and Popsa do: the basket is where the
   * next step (checkout) and the rest of the order are, and a note on this page ("Added, go to
   * basket") left testers unsure whether anything had happened. A refusal stays here, saying why.
   */
  const addToBasket = async () => {
    if (!loaded || !chosen || adding.current) return;
    adding.current = true;
    setAdded('busy');
    setPhotoFailed(false);
    // callApi marks the header's badge and the basket page stale (the one table in api/query-client).
    const failure = await callApi('POST /basket/item', {
      body: { printId: loaded.print.id, productCode: chosen.product.code, quantity },
    }).then(
      () => null,
      (err: unknown) => err,
    );
    if (failure === null) {
      navigate('/basket');
      return;
    }
    // A 422 says why the design cannot be ordered yet, with its findings (photos still on their way).
    const refused =
      failure instanceof FieldApiError && failure.status === 422
        ? refusalOf({ error: { message: failure.message, findings: failure.findings } })
        : null;
    setRefusal(refused);
    const waitFor = photosToWaitFor(refused);
    if (waitFor && (await canWaitFor(waitFor))) {
      setAdded('waiting');
      photoWait.start(waitFor);
      return;
    }
    setAdded('failed');
    adding.current = false;
  };

  const body = () => {
    if (!printId) return <p>{t('editor:orderDetails.noPrint')}</p>;
    if (failed) return <p role="alert">{t('editor:orderDetails.failed')}</p>;
    if (!loaded) return <p role="status">{t('editor:orderDetails.loading')}</p>;
    if (!chosen) return <p role="alert">{t('editor:orderDetails.unavailable')}</p>;
    const pages = designPageCount(loaded.document);
    const money = (minor: number) => formatMoney({ amount: minor, currency }, locale);
    const title = loaded.print.title || t('editor:untitled');
    return (
      <div className="order-details form-stack editor-form">
        {loaded.unsaved && <p className="form-notice">{t('editor:orderDetails.unsaved')}</p>}
        <BookPreview document={loaded.document} title={title} />
        <h2>{title}</h2>
        <dl className="order-facts">
          <dt>{t('editor:orderDetails.product')}</dt>
          <dd>{chosen.typeName}</dd>
          <dt>{t('editor:orderDetails.size')}</dt>
          <dd>{chosen.product.size}</dd>
          {loaded.document.kind === 'print' ? (
            <>
              <dt>{t('editor:orderDetails.prints')}</dt>
              <dd>{loaded.document.pages.length}</dd>
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
          unitMinor={chosen.unitMinor}
          quantity={quantity}
          itemLabel={t('editor:orderStep.itemLine', { name: chosen.typeName, count: quantity })}
          country={country}
          currency={currency}
          locale={locale}
          money={money}
        />
        <div className="actions order-actions">
          <button
            type="button"
            className="button full"
            disabled={added === 'busy' || added === 'waiting'}
            aria-busy={added === 'busy' || added === 'waiting'}
            onClick={() => void addToBasket()}
          >
            {t('editor:orderDetails.addToBasket')}
          </button>
          <Link href={`/editor/${loaded.print.id}`}>{t('editor:orderDetails.backToEditor')}</Link>
        </div>
        {added === 'waiting' && photoWait.progress && (
          <div className="photo-wait">
            <p role="status">
              {t('editor:orderDetails.preparing')}{' '}
              {t('editor:orderDetails.preparingProgress', photoWait.progress)}
            </p>
            <progress
              max={photoWait.progress.total}
              value={photoWait.progress.ready}
              aria-label={t('editor:orderDetails.preparing')}
            />
            <button type="button" className="button secondary" onClick={cancelWait}>
              {t('editor:orderDetails.preparingCancel')}
            </button>
          </div>
        )}
        {added === 'failed' && !refusal && (
          <p role="alert" className="form-error">
            {t('editor:orderDetails.addFailed')}
          </p>
        )}
        {added === 'failed' && refusal && (
          <section className="blocking-findings" role="alert" aria-labelledby="refusal-title">
            <h3 id="refusal-title">{t('editor:orderDetails.refused')}</h3>
            <ul>
              {(photoFailed
                ? [t('editor:orderDetails.photoFailed')]
                : refusal.findings.length > 0
                  ? refusal.findings.map((f) => findingText(t, f, i18n.language))
                  : [refusal.message]
              ).map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
    );
  };

  return <PageFrame title={t('common:pages.orderDetails.title')}>{body()}</PageFrame>;
}
