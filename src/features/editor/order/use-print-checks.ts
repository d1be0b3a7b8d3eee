import { useEffect, useState } from 'react';
import type { CheckDesignAnswer } from '../../../../contract/api/print-checks';
import { callApi } from '../../../api/client';

/**
 * The server's print checks of the stored design as `productCode`, at its revision (issue 53): the
 * order step lists them and adds the design to the basket with that revision. `again` runs them
 * anew (the design changed since).
 */
export function usePrintChecks(printId: string | undefined, productCode: string | undefined) {
  const [check, setCheck] = useState<CheckDesignAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: round asks for the same check again.
  useEffect(() => {
    if (!printId || !productCode) return;
    let live = true;
    setCheck(null);
    setFailed(false);
    callApi('GET /basket/check-design', { query: { printId, productCode } }).then(
      (answer) => live && setCheck(answer),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [printId, productCode, round]);
  return { check, failed, again: () => setRound((r) => r + 1) };
}
