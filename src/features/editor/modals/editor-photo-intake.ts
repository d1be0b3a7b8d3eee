import i18next from 'i18next';
import { photoCache, uploadQueue } from '../../../photos/photos';
import { keepPhoto, preparePhoto } from '../../../photos/prepare';
import { isModalOpen } from '../../../ui/modals/modal-store';
import { toast } from '../../../ui/toasts/toast-store';
import { progress } from '../state/progress';
import type { EditorSession } from '../state/session';
import { addPhotosOp, draftIdOfPrint } from '../../../photos/add-photos';
import { createPhotoIntake, type PhotoIntake } from './photo-intake';
import { ProgressReporterModal } from './ProgressReporterModal';

const INTAKE = Symbol('photo intake');

/**
 * The photo intake of the open print, owned by its session (released when the editor page goes).
 * It outlives the upload modal, so files picked are still listed when the modal opens again.
 * Picked files live in the photo library under the print's design, so a new session of the same
 * print (the page left and opened again) lists them again.
 */
export function photoIntakeFor(session: EditorSession): PhotoIntake {
  return session.own(
    INTAKE,
    () => makeIntake(session),
    (held) => held.release(),
  ).intake;
}

function makeIntake(session: EditorSession): { intake: PhotoIntake; release: () => void } {
  const { printId } = session;
  const design = draftIdOfPrint(printId);
  let released = false;
  const intake = createPhotoIntake({
    prepare: preparePhoto,
    keepPicked: (id, file) => photoCache.addPicked({ id, draftId: design, addedAt: Date.now(), file }),
    forgetPicked: (id) => photoCache.removePicked(id),
    keep: (file, image, id) => keepPhoto(file, image, { id, draftId: design, addedAt: Date.now() }),
    discard: (id) => photoCache.remove(id),
    pool: () => session.document?.photos ?? [],
    addToDocument: (photos) => session.edit(addPhotosOp(photos)),
    upload: (photo, original) => uploadQueue().enqueue(photo, original, printId),
    retryUpload: (id) => uploadQueue().retry(id),
    uploads: uploadQueue().state,
    progress,
    announce(message, count) {
      // The reporter, when open, says it itself.
      if (isModalOpen(ProgressReporterModal)) return;
      const label = i18next.t(`editor:uploadPhotos.announce.${message}`, { count });
      toast(label, { tone: message === 'refused' ? 'error' : 'success', target: printId });
    },
  });
  photoCache
    .listPicked(design)
    .then((picked) => {
      if (!released) intake.resume(picked);
    })
    .catch((err: unknown) => console.warn('the photos picked earlier could not be read', err));
  return {
    intake,
    release() {
      released = true;
      intake.release();
    },
  };
}
