import type { TFunction } from 'i18next';
import { FieldApiError } from '../../src/api/client';

/**
 * What to tell the customer when a change or cancel was refused: the printer's own reason (a 409
 * with details.partnerReason), that it could not be reached (503), or the server's words.
 */
export function changeErrorText(err: unknown, t: TFunction<'lifecycle'>): string {
  if (err instanceof FieldApiError) {
    const details = (err.details ?? {}) as { reason?: string; partnerReason?: string };
    if (details.reason === 'partner_refused' && details.partnerReason)
      return t('outcome.refused', { reason: details.partnerReason });
    if (details.reason === 'partner_unavailable') return t('errors.unavailable');
    if (err.message) return err.message;
  }
  return t('errors.generic');
}
