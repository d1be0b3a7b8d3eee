import { useEffect, useState } from 'react';
import type { BookDocument } from '../../../../render-core';
import type { Currency } from '../../../../contract/money/currency-codes';
import { callApi } from '../../../api/client';
import type { Locale } from '../../../i18n/locales';
import { readDraft } from '../device/drafts';
import { fetchPrint, type Print } from '../state/transport';
import { type OrderChoice, orderChoices } from './order-choices';

export type LoadedDesign = { print: Print; document: BookDocument; choices: OrderChoice[]; unsaved: boolean };

/**
 * The design the order step shows and the products it can be ordered as (the catalogue in the
 * customer's currency and language). `failed` when either could not be read.
 */
export function useOrderDesign(printId: string | null, currency: Currency, locale: Locale) {
  const [loaded, setLoaded] = useState<LoadedDesign | null>(null);
  const [failed, setFailed] = useState(false);

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

  return { loaded, failed };
}
