import type { InspectResult } from '../../workers/image-client';
import { localPhotoFrom, readHeader, type UploadTarget, handOff } from './intake';
import type { PhotoLibrary } from './library';

export interface FinishDeps {
  library: Pick<PhotoLibrary, 'printedPicked' | 'addOriginal' | 'removePicked'>;
  inspect(file: Blob): Promise<InspectResult>;
  queue: UploadTarget;
}

/**
 * Finishes the intake of files picked for a draft that became a print, left picked by a reload
 * before their records were written: the book already names them (the editor opens only once
 * every header is read), but nothing uploaded them, and no uploader opens a printed draft again.
 * Each is read again, kept as a photo under its picked id, and uploaded with the print's id. A
 * file that no longer reads is forgotten. Answers how many were finished.
 */
export async function finishPrintedPicks(deps: FinishDeps): Promise<number> {
  let finished = 0;
  for (const { picked, printId } of await deps.library.printedPicked()) {
    const header = readHeader(await deps.inspect(picked.file));
    if (!header.ok) {
      await deps.library.removePicked(picked.id);
      continue;
    }
    const ids = { id: picked.id, draftId: picked.draftId, addedAt: picked.addedAt };
    // No renditions on this device: the editor takes the server's once the upload is in.
    const photo = localPhotoFrom(picked.file, header.facts, ids, []);
    await deps.library.addOriginal(photo, picked.file);
    handOff(deps.queue, photo, picked.file, printId);
    finished += 1;
  }
  return finished;
}
