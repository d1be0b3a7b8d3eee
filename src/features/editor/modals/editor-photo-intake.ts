import i18next from 'i18next';
import { photoCache, uploadQueue } from '../../../photos/photos';
import { keepPhoto, preparePhoto } from '../../../photos/prepare';
import { modalStack } from '../../../ui/modals/modal-store';
import { toast } from '../../../ui/toasts/toast-store';
import { progress } from '../state/progress';
import type { EditorSession } from '../state/session';
import { addPhotosOp, draftIdOfPrint } from './add-photos';
import { createPhotoIntake, type PhotoIntake } from './photo-intake';

let current: { printId: string; intake: PhotoIntake; session: EditorSession } | null = null;

/**
 * The photo intake of the open print. It outlives the upload modal, so files picked are still
 * listed when the modal opens again; another print gets a fresh one. Picked files live in the
 * photo library under the print's design, so they are listed again after the page was left.
 */
export function photoIntakeFor(session: EditorSession): PhotoIntake {
  const { printId } = session;
  if (current?.printId === printId) {
    // The same print opened again (a new session): photos go into the one on screen.
    current.session = session;
    return current.intake;
  }
  current?.intake.release();
  const design = draftIdOfPrint(printId);
  const intake = createPhotoIntake({
    prepare: preparePhoto,
    keepPicked: (id, file) => photoCache.addPicked({ id, draftId: design, addedAt: Date.now(), file }),
    forgetPicked: (id) => photoCache.removePicked(id),
    keep: (file, image, id) => keepPhoto(file, image, { id, draftId: design, addedAt: Date.now() }),
    discard: (id) => photoCache.remove(id),
    pool: () => current?.session.document?.photos ?? [],
    addToDocument: (photos) => current?.session.edit(addPhotosOp(photos)) ?? Promise.resolve(false),
    upload: (photo, original) => uploadQueue().enqueue(photo, original, printId),
    retryUpload: (id) => uploadQueue().retry(id),
    uploads: uploadQueue().state,
    progress,
    announce(message, count) {
      // The reporter, when open, says it itself.
      if (modalStack.entries.some((e) => e.type === 'modal' && e.kind === 'progress_reporter')) return;
      const label = i18next.t(`editor:uploadPhotos.announce.${message}`, { count });
      toast(label, { tone: message === 'refused' ? 'error' : 'success', target: printId });
    },
  });
  current = { printId, intake, session };
  photoCache
    .listPicked(design)
    .then((picked) => {
      if (current?.intake === intake) intake.resume(picked);
    })
    .catch((err: unknown) => console.warn('the photos picked earlier could not be read', err));
  return intake;
}
