import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { type ModalContentProps, openModal } from '../../../ui/modals/modal-store';
import { ProgressReporterModal } from './ProgressReporterModal';
import { PickZone } from '../../../photos/PickZone';
import { progress } from '../state/progress';
import { countPicks, type PickedPhoto } from '../../../photos/add-photos';
import { photoIntakeFor } from './editor-photo-intake';
import type { PhotoIntake } from './photo-intake';
import './upload-photos.css';
import { useEditorSession } from '../state/editor-context';

function PickedRow({ item }: { item: PickedPhoto }) {
  const { t } = useTranslation(['editor', 'photos']);
  const status =
    item.state === 'rejected'
      ? t(`photos:reason.${item.reason ?? 'corrupt'}`)
      : item.state === 'duplicate'
        ? t('uploadPhotos.duplicate')
        : item.state === 'ready'
          ? t('uploadPhotos.ready')
          : t('photos:uploader.preparing');
  return (
    <li className={item.state} aria-label={item.name}>
      <span className="file-name">{item.name}</span>
      <span className="file-status">{status}</span>
    </li>
  );
}

function Picks({ intake, onConfirm }: { intake: PhotoIntake; onConfirm: () => void }) {
  const { t } = useTranslation(['editor', 'photos']);
  const { items } = useSnapshot(intake.state) as { items: readonly PickedPhoto[] };
  const counts = countPicks(items);
  const refused = items.filter((i) => i.state === 'rejected');
  const listed = items.filter((i) => i.state !== 'rejected');
  const canAdd = counts.ready + counts.preparing > 0;
  return (
    <>
      {counts.duplicate > 0 && (
        <section className="form-notice" role="status">
          <p>{t('uploadPhotos.duplicates', { count: counts.duplicate })}</p>
          <div className="actions">
            <button type="button" className="button small" onClick={intake.skipDuplicates}>
              {t('photos:uploader.skipDuplicates')}
            </button>
            <button type="button" className="button secondary small" onClick={intake.keepDuplicates}>
              {t('photos:uploader.keepDuplicates')}
            </button>
          </div>
        </section>
      )}
      {refused.length > 0 && (
        <section aria-label={t('photos:uploader.rejectedTitle', { count: refused.length })}>
          <h3>{t('photos:uploader.rejectedTitle', { count: refused.length })}</h3>
          <ul className="picked-list">
            {refused.map((item) => (
              <PickedRow key={item.key} item={item} />
            ))}
          </ul>
        </section>
      )}
      {listed.length > 0 && (
        <section aria-label={t('uploadPhotos.pickedLabel')}>
          <h3>{t('uploadPhotos.picked', { count: listed.length })}</h3>
          <ul className="picked-list">
            {listed.map((item) => (
              <PickedRow key={item.key} item={item} />
            ))}
          </ul>
        </section>
      )}
      {items.length > 0 && (
        <div className="modal-actions">
          <button type="button" className="button secondary" onClick={intake.clear}>
            {t('uploadPhotos.clear')}
          </button>
          <button type="button" className="button" disabled={!canAdd} onClick={onConfirm}>
            {counts.preparing > 0
              ? t('uploadPhotos.confirmPreparing')
              : t('uploadPhotos.confirm', { count: counts.ready })}
          </button>
        </div>
      )}
    </>
  );
}

/**
 * SPEC §9 kind 13: more photos for the open print. Picked files are checked in the image worker
 * while the list shows; confirming hands the rest to the progress reporter, and the photos land in
 * the tray as one undo step.
 */
export function UploadPhotosModal({ titleId, close }: ModalContentProps) {
  const { t } = useTranslation(['editor', 'photos']);
  const session = useEditorSession();
  const { printId } = useSnapshot(session.ui);
  const { task } = useSnapshot(progress.state);
  if (!printId) return null;
  const intake = photoIntakeFor(session);
  const busy = task?.status === 'running';
  const showProgress = () => {
    close();
    openModal(ProgressReporterModal);
  };

  return (
    <div className="form-stack editor-form upload-photos">
      <h2 id={titleId}>{t('uploadPhotos.title')}</h2>
      <p>{t('uploadPhotos.intro')}</p>
      {busy ? (
        <section className="form-notice" role="status">
          <p>{t('uploadPhotos.busy')}</p>
          <button type="button" className="button small" onClick={showProgress}>
            {t('uploadPhotos.showProgress')}
          </button>
        </section>
      ) : (
        <>
          <PickZone onFiles={intake.pick} label={t('uploadPhotos.pick')} />
          <Picks
            intake={intake}
            onConfirm={() => {
              void intake.confirm();
              showProgress();
            }}
          />
        </>
      )}
    </div>
  );
}
