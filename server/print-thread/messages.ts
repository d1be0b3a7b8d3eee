import type { BookDocument, FontFamily, PhotoFilter } from '../../render-core';
import type { PrintPart } from '../../render-core/print';

/** A file for the print thread to make (structured-cloned into it). */
export interface PrintJob {
  doc: BookDocument;
  part: PrintPart;
  creationDate: number;
  fonts: Partial<Record<FontFamily, Uint8Array[]>>;
}

/** From the print thread: a photo it needs, the finished file, or why it failed. */
export type FromThread =
  | { kind: 'image'; n: number; photoId: string; filter: PhotoFilter }
  | { kind: 'done'; pdf: Uint8Array }
  | { kind: 'failed'; message: string };

/** To the print thread: a file to make, the photo it asked for, or why there is none. */
export type ToThread =
  | { kind: 'job'; job: PrintJob }
  | { kind: 'image'; n: number; bytes: Uint8Array }
  | { kind: 'no-image'; n: number; message: string };
