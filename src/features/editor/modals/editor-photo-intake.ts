import i18next from 'i18next';
import { photoCache, uploadQueue } from '../../../photos/photos';
import { keepPhoto, preparePhoto } from '../../../photos/prepare';
import { modalStack } from '../../../ui/modals/modal-store';
import { toast } from '../../../ui/toasts/toast-store';
import { edit } from '../state/controller';
import { editorState } from '../state/editor-store';
import { progress } from '../state/progress';
import { addPhotosOp, draftIdOfPrint } from './add-photos';
import { createPhotoIntake, type PhotoIntake } from './photo-intake';

let current: { printId: string; intake: PhotoIntake } | null = null;

/**
 * The photo intake of the open print. It outlives the upload modal, so files picked are still
 * listed when the modal opens again; another print gets a fresh one.
 */
export function photoIntakeFor(printId: string): PhotoIntake {
  if (current?.printId === printId) return current.intake;
  current?.intake.clear();
  const intake = createPhotoIntake({
    prepare: preparePhoto,
    keep: (file, image, id) =>
      keepPhoto(file, image, { id, draftId: draftIdOfPrint(printId), addedAt: Date.now() }),
    discard: (id) => photoCache.remove(id),
    pool: () => editorState.document?.photos ?? [],
    addToDocument: (photos) => edit(addPhotosOp(photos)),
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
  current = { printId, intake };
  return intake;
}
