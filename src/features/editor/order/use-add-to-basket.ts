import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { callApi, FieldApiError } from '../../../api/client';
import type { OrderChoice } from './order-choices';
import { photosToWaitFor } from './photo-wait';
import { type Refusal, refusalOf } from './refusal';
import { canWaitFor, usePhotoWait } from './use-photo-wait';

export type AddState = 'no' | 'busy' | 'waiting' | 'failed';

/**
 * "Add to basket" on the order step: adds the design once (a double tap too), goes to the basket,
 * or stays saying why the server refused; while the server is still making photos ready it waits
 * for them and adds by itself once they all are.
 */
export function useAddToBasket(
  printId: string | undefined,
  chosen: OrderChoice | undefined,
  quantity: number,
  /** Issue 53: the revision the order step's print checks ran on; the server refuses another. */
  checkedRevision?: number,
  /** A basket line checked again (from checkout): it keeps its quantity, the check is renewed. */
  itemId?: string | null,
) {
  const [, navigate] = useLocation();
  const [added, setAdded] = useState<AddState>('no');
  // Set before the request leaves, so a double tap (two clicks before React disables the button)
  // adds the design once.
  const adding = useRef(false);
  // The server decides what can be ordered; its 422 names each problem.
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // "All uploaded" on the device comes a moment before the server has made each photo ready (its
  // renditions): then the step waits, showing how many are, and adds by itself once they all are.
  const [photoFailed, setPhotoFailed] = useState(false);
  // The design changed since its check (a 409): the step checks it again before anything is added.
  const [changed, setChanged] = useState(false);
  // The customer's "order anyway", kept for the add the photo wait makes by itself.
  const orderAnyway = useRef(false);
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

  /*
   * After adding, the customer goes to the basket, as Mixbook and Popsa do: the basket is where the
   * next step (checkout) and the rest of the order are, and a note on this page ("Added, go to
   * basket") left testers unsure whether anything had happened. A refusal stays here, saying why.
   */
  const addToBasket = async (yes?: boolean) => {
    if (!printId || !chosen || adding.current) return;
    if (yes !== undefined) orderAnyway.current = yes;
    adding.current = true;
    setAdded('busy');
    setPhotoFailed(false);
    const claim = {
      ...(checkedRevision !== undefined ? { checkedRevision } : {}),
      ...(orderAnyway.current ? { orderAnyway: true } : {}),
    };
    // callApi marks the header's badge and the basket page stale (the one table in api/query-client).
    const request = itemId
      ? callApi('PATCH /basket/item', { body: { itemId, productCode: chosen.product.code, ...claim } })
      : callApi('POST /basket/item', {
          body: { printId, productCode: chosen.product.code, quantity, ...claim },
        });
    const failure = await request.then(
      () => null,
      (err: unknown) => err,
    );
    if (failure === null) {
      navigate('/basket');
      return;
    }
    if (failure instanceof FieldApiError && failure.status === 409) {
      setChanged(true);
      setAdded('no');
      adding.current = false;
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

  return {
    added,
    refusal,
    photoFailed,
    progress: photoWait.progress,
    addToBasket,
    cancelWait,
    changed,
    checkedAgain: () => setChanged(false),
  };
}
