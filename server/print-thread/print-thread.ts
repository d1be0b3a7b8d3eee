import { Worker } from 'node:worker_threads';
import type { BookDocument, PhotoFilter } from '../../render-core';
import type { PrintPart } from '../../render-core/print';
import { threadEntry } from '../lib/thread-entry';
import type { FromThread, PrintJob, ToThread } from './messages';

/** The worker's script: dist/server/print-thread/print-worker.js once built (server/lib/thread-entry.ts). */
const workerEntry = () => threadEntry(import.meta.url, 'print-thread/print-worker.js', 'print-worker.ts');

export interface PrintThreadInputs {
  part: PrintPart;
  creationDate: Date;
  fonts: PrintJob['fonts'];
  /** A photo's bytes, filter baked in (sharp, on the main thread). */
  image: (photoId: string, filter: PhotoFilter) => Promise<Uint8Array>;
}

/**
 * Renders one print file in a worker thread (print-worker.ts), so a big book's seconds of pdf-lib
 * never hold the server's event loop. One thread per file, ended when the file is done.
 */
export async function renderPdfInThread(doc: BookDocument, inputs: PrintThreadInputs): Promise<Uint8Array> {
  const job: PrintJob = {
    doc,
    part: inputs.part,
    creationDate: inputs.creationDate.getTime(),
    fonts: inputs.fonts,
  };
  const worker = new Worker(await workerEntry(), { workerData: job });
  const reply = (message: ToThread, transfer: ArrayBuffer[] = []) => worker.postMessage(message, transfer);
  try {
    return await new Promise<Uint8Array>((resolve, reject) => {
      worker.on('message', (message: FromThread) => {
        if (message.kind === 'done') resolve(message.pdf);
        else if (message.kind === 'failed') reject(new Error(message.message));
        else
          inputs.image(message.photoId, message.filter).then(
            (bytes) => {
              const copy = new Uint8Array(bytes);
              reply({ kind: 'image', n: message.n, bytes: copy }, [copy.buffer]);
            },
            (err: unknown) =>
              reply({
                kind: 'no-image',
                n: message.n,
                message: err instanceof Error ? err.message : String(err),
              }),
          );
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the print thread stopped (exit code ${code})`)));
    });
  } finally {
    await worker.terminate();
  }
}
