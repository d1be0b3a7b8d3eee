import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { type ModalContentProps, openModal } from '../../../ui/modals/modal-store';
import { fractionOf, type ProgressText, progress } from '../state/progress';
import './upload-photos.css';

function useText() {
  const { t } = useTranslation(['editor', 'photos']);
  return (text: ProgressText) => {
    const said = t(text.key, text.values ?? {});
    return text.subject ? `${text.subject}: ${said}` : said;
  };
}

/**
 * SPEC §9 kind 19: what long work is doing, how far it has got, and the choice to keep working
 * (the work goes on and a toast says when it is done) or to cancel while that still stops it.
 */
export function ProgressReporterModal({ titleId, close }: ModalContentProps) {
  const { t } = useTranslation(['editor', 'photos']);
  const text = useText();
  const { task } = useSnapshot(progress.state);

  if (!task) {
    return (
      <div className="form-stack editor-form progress-reporter">
        <h2 id={titleId}>{t('progress.idleTitle')}</h2>
        <p>{t('progress.idle')}</p>
        <div className="modal-actions">
          <button type="button" className="button" onClick={close}>
            {t('progress.close')}
          </button>
        </div>
      </div>
    );
  }

  const running = task.status === 'running';
  const finish = () => {
    progress.dismiss(task.id);
    close();
  };
  return (
    <div className="form-stack editor-form progress-reporter">
      <h2 id={titleId}>{text(task.title)}</h2>
      <p role="status" aria-live="polite">
        {task.status === 'cancelled' ? t('progress.cancelled') : text(task.step)}
      </p>
      {task.status !== 'cancelled' && (
        <div>
          <progress
            max={100}
            value={Math.round(fractionOf(task) * 100)}
            aria-label={t('progress.barLabel')}
          />
          <p className="count">{t('progress.count', { done: task.done, total: task.total })}</p>
        </div>
      )}
      {task.notes.length > 0 && (
        <ul className="notes">
          {task.notes.map((note) => (
            <li key={`${note.subject ?? ''}${note.key}`}>{text(note)}</li>
          ))}
        </ul>
      )}
      {running && <p className="muted">{t('progress.keepWorkingHint')}</p>}
      <div className="modal-actions">
        {running && task.retryable && (
          <button type="button" className="button secondary" onClick={() => progress.retry(task.id)}>
            {t('progress.retry')}
          </button>
        )}
        {running && task.cancellable && (
          <button type="button" className="button secondary" onClick={() => progress.cancel(task.id)}>
            {t('progress.cancel')}
          </button>
        )}
        {running ? (
          <button type="button" className="button" onClick={close}>
            {t('progress.keepWorking')}
          </button>
        ) : (
          <button type="button" className="button" onClick={finish}>
            {t('progress.close')}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * A small status button for the editor bar while work runs: it opens the progress reporter again
 * after the user chose to keep working.
 */
export function ProgressBadge() {
  const { t } = useTranslation('editor');
  const text = useText();
  const { task } = useSnapshot(progress.state);
  if (task?.status !== 'running') return null;
  return (
    <button type="button" className="button secondary small" onClick={() => openModal(ProgressReporterModal)}>
      {t('progress.badge', { task: text(task.title), done: task.done, total: task.total })}
    </button>
  );
}
