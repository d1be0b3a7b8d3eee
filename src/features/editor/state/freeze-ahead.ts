import { type BookDocument, freezeSteps } from '../../../../render-core';

/**
 * Freezes an opened document in quiet moments, a slice a step (render-core's freezeSteps), one
 * step each `afterPaint`, so the customer's first edit does not freeze all of it. Stops once
 * `stillOpen` answers false (the document closed).
 */
export function freezeAhead(
  doc: BookDocument,
  afterPaint: (fn: () => void) => void,
  stillOpen: () => boolean,
): void {
  const steps = freezeSteps(doc);
  const next = () => {
    if (!stillOpen()) return;
    steps.shift()?.();
    if (steps.length > 0) afterPaint(next);
  };
  afterPaint(next);
}
