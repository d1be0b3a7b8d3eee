import { Worker } from 'node:worker_threads';
import type { BookDocument, PhotoFilter } from '../../render-core';
import type { PrintPart } from '../../render-core/print';
import { threadEntry } from '../lib/thread-entry';
import type { FromThread, PrintJob, ToThread } from './messages';

/** The worker's script: dist/server/print-thread/print-worker.js once built (server/lib/thread-entry.ts). */
const workerEntry = () => threadEntry(import.meta.url, 'print-thread/print-worker.js', 'print-worker.ts');

/**
 * How long the print thread waits for the next file before it ends. Starting one costs 1.2–1.9 s
 * of CPU (pdf-lib and fontkit load, their fonts unpack), more than laying out a small book; an
 * order makes two files (interior and cover) one after the other.
 */
const IDLE_MS = 30_000;

export interface PrintThreadInputs {
  part: PrintPart;
  creationDate: Date;
  fonts: PrintJob['fonts'];
  /** A photo's bytes, filter baked in (sharp, on the main thread). */
  image: (photoId: string, filter: PhotoFilter) => Promise<Uint8Array>;
}

/**
 * The process's print thread, kept between files while they come. It makes one file at a time:
 * files queue here. A thread that fails (an uncaught error, an exit) is dropped and the next file
 * starts another.
 */
interface KeptThread {
  worker: Worker;
  /** Ends the thread when no file comes for IDLE_MS. */
  idle?: NodeJS.Timeout;
}
let thread: KeptThread | null = null;
let queue: Promise<unknown> = Promise.resolve();
let starts = 0;

/** How many print threads this process has started (the tests check the thread is kept). */
export const printThreadStarts = () => starts;

/**
 * Renders one print file in the print thread (print-worker.ts), so a big book's seconds of pdf-lib
 * never hold the server's event loop.
 */
export function renderPdfInThread(doc: BookDocument, inputs: PrintThreadInputs): Promise<Uint8Array> {
  const job: PrintJob = {
    doc,
    part: inputs.part,
    creationDate: inputs.creationDate.getTime(),
    fonts: inputs.fonts,
  };
  const file = queue.then(() => render(job, inputs.image));
  queue = file.catch(() => undefined);
  return file;
}

async function render(job: PrintJob, image: PrintThreadInputs['image']): Promise<Uint8Array> {
  thread ??= await startThread();
  const kept = thread;
  const { worker } = kept;
  clearTimeout(kept.idle);
  worker.ref();
  const reply = (message: ToThread, transfer: ArrayBuffer[] = []) => worker.postMessage(message, transfer);
  let onMessage: (message: FromThread) => void = () => {};
  let onError: (error: Error) => void = () => {};
  let onExit: (code: number) => void = () => {};
  try {
    return await new Promise<Uint8Array>((resolve, reject) => {
      onMessage = (message) => {
        if (message.kind === 'done') resolve(message.pdf);
        else if (message.kind === 'failed') reject(new Error(message.message));
        else
          image(message.photoId, message.filter).then(
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
      };
      // The thread's own listeners (startThread) drop it; a file in it fails.
      onError = reject;
      onExit = (code) => reject(new Error(`the print thread stopped (exit code ${code})`));
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      reply({ kind: 'job', job });
    });
  } finally {
    worker.off('message', onMessage);
    worker.off('error', onError);
    worker.off('exit', onExit);
    if (thread === kept) {
      // An idle thread never keeps the process alive, and ends when no file comes for a while.
      worker.unref();
      kept.idle = setTimeout(() => {
        // Dropped at once, so a file that comes while it ends starts another.
        if (thread === kept) thread = null;
        void worker.terminate();
      }, IDLE_MS);
      kept.idle.unref();
    }
  }
}

/**
 * Starts a print thread that drops itself when it fails or ends, whether or not a file is in it (an
 * 'error' with no listener would end the server).
 */
async function startThread(): Promise<KeptThread> {
  const started: KeptThread = { worker: new Worker(await workerEntry()) };
  const drop = () => {
    if (thread === started) thread = null;
  };
  started.worker.on('error', drop);
  started.worker.on('exit', drop);
  starts += 1;
  return started;
}
