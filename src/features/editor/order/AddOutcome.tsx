import { useTranslation } from 'react-i18next';
import type { AddState } from './use-add-to-basket';
import { findingText, type Refusal, refusalLines } from './refusal';

/**
 * What became of "Add to basket" when it did not lead to the basket: the wait for photos the
 * server is still making ready (with Cancel), a failure, or the server's reasons for refusing.
 */
export function AddOutcome({
  added,
  progress,
  onCancelWait,
  refusal,
  photoFailed,
}: {
  added: AddState;
  progress: { ready: number; total: number } | null;
  onCancelWait: () => void;
  refusal: Refusal | null;
  photoFailed: boolean;
}) {
  const { t, i18n } = useTranslation(['editor', 'common']);
  if (added === 'waiting' && progress) {
    return (
      <div className="photo-wait">
        <p role="status">
          {t('editor:orderDetails.preparing')} {t('editor:orderDetails.preparingProgress', progress)}
        </p>
        <progress
          max={progress.total}
          value={progress.ready}
          aria-label={t('editor:orderDetails.preparing')}
        />
        <button type="button" className="button secondary" onClick={onCancelWait}>
          {t('editor:orderDetails.preparingCancel')}
        </button>
      </div>
    );
  }
  if (added !== 'failed') return null;
  if (!refusal) {
    return (
      <p role="alert" className="form-error">
        {t('editor:orderDetails.addFailed')}
      </p>
    );
  }
  const lines = refusalLines(refusal, photoFailed ? t('editor:orderDetails.photoFailed') : null, (f) =>
    findingText(t, f, i18n.language),
  );
  return (
    <section className="blocking-findings" role="alert" aria-labelledby="refusal-title">
      <h3 id="refusal-title">{t('editor:orderDetails.refused')}</h3>
      <ul>
        {lines.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
}
