import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '../../src/ui/modals/modal-store';

/** The shipping information modal (SPEC §9 kind 18). */
export function ShippingInformationModal({ titleId, close }: ModalContentProps) {
  const { t } = useTranslation('commerce');
  return (
    <div className="form-stack">
      <h2 id={titleId}>{t('shipping.infoTitle')}</h2>
      <p>{t('shipping.infoProduction')}</p>
      <p>{t('shipping.infoExpress')}</p>
      <p>{t('shipping.infoTracking')}</p>
      <div className="modal-actions">
        <button type="button" className="button" onClick={close}>
          {t('actions.close')}
        </button>
      </div>
    </div>
  );
}
