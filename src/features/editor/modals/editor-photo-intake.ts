import i18next from 'i18next';
import { photoCache, uploadQueue } from '../../../photos/photos';
import { keepPhoto, preparePhoto } from '../../../photos/prepare';
import { isModalOpen } from '../../../ui/modals/modal-store';
import { toast } from '../../../ui/toasts/toast-store';
import { progress } from '../state/progress';
import type { EditorSession } from '../state/session';
import { addPhotosOp, draftIdOfPrint } from '../../../photos/add-photos';
import { editorPolicy, handOff, keysOf, pickEntries } from '../../../photos/intake';
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
  const policy = editorPolicy(printId);
  let released = false;
  const intake = createPhotoIntake({
    pickEntries: (files) => pickEntries(files, design, Date.now()),
    prepare: preparePhoto,
    keepPicked: (picked) => photoCache.addPicked(picked),
    forgetPicked: (id) => photoCache.removePicked(id),
    keep: (file, image, id) => keepPhoto(file, image, { id, draftId: design, addedAt: Date.now() }),
    discard: (id) => photoCache.remove(id),
    // The design's photos kept on this device (the uploader's and those added here) by their key.
    knownKeys: async () => {
      const inDesign = new Set((session.document?.photos ?? []).map((p) => p.id));
      return keysOf(await photoCache.list(), inDesign);
    },
    addToDocument: (photos) => session.edit(addPhotosOp(photos)),
    upload: (photo, original) => handOff(uploadQueue(), photo, original, policy.printId()),
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
