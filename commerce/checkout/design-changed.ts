import { FieldApiError } from '../../src/api/client';

/** The design a 409 from paying names as changed since its print check (issue 53), or null. */
export function changedDesignOf(err: unknown): { printId: string } | null {
  if (!(err instanceof FieldApiError) || err.status !== 409) return null;
  const details = err.details as { reason?: unknown; printId?: unknown } | null | undefined;
  return details?.reason === 'design_changed' && typeof details.printId === 'string'
    ? { printId: details.printId }
    : null;
}

/** The order step that checks that basket line again and keeps it (its quantity) when done. */
export const checkAgainHref = (printId: string, itemId: string | undefined) =>
  `/editor/order-details?print=${printId}${itemId ? `&item=${itemId}` : ''}`;
