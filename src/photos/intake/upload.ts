import type { LocalPhoto } from '../types';

/** The upload queue as the intake hands photos to it (upload-queue.ts). */
export interface UploadTarget {
  enqueue(photo: LocalPhoto, original: Blob, printId: string | null): void;
}

/**
 * Hands a kept photo to the upload queue with the print it is for. A missing print id goes as
 * null, never undefined: Uppy sends every allowed meta field, and an undefined one reached the
 * server as the text "undefined".
 */
export function handOff(
  queue: UploadTarget,
  photo: LocalPhoto,
  original: Blob,
  printId: string | null | undefined,
): void {
  queue.enqueue(photo, original, printId ?? null);
}
