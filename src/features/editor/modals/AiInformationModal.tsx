import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '../../../ui/modals/modal-store';
import { type CaptionInfo, captionInfo } from './captions-api';

/** SPEC §9 kind 26: what the caption suggestions send, and where. */
export function AiInformationModal({ titleId }: ModalContentProps) {
  const { t } = useTranslation('editor');
  const [info, setInfo] = useState<CaptionInfo | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    captionInfo().then(setInfo, () => setFailed(true));
  }, []);
  return (
    <div className="form-stack editor-form">
      <h2 id={titleId}>{t('aiInfo.title')}</h2>
      <p>{t('aiInfo.what')}</p>
      {failed && <p className="form-error">{t('aiInfo.failed')}</p>}
      {info?.provider === 'local' && <p>{t('aiInfo.local')}</p>}
      {info?.provider === 'openai' && (
        <p>{t('aiInfo.remote', { host: info.host ?? '', model: info.model ?? '' })}</p>
      )}
      <p>{t('aiInfo.never')}</p>
      <p>{t('aiInfo.choice')}</p>
    </div>
  );
}
