/**
 * The print thread's entry (a worker_threads worker): lays out print files with pdf-lib, one at a
 * time as print-thread.ts sends them, which is seconds of CPU for a big book, away from the server's
 * event loop. Photos come from the main thread one at a time, on request (sharp decodes them there,
 * on its own threads).
 */
import { parentPort } from 'node:worker_threads';
import fontkit from '@pdf-lib/fontkit';
import { renderPrintPdf } from '../../render-core/print';
import type { FromThread, PrintJob, ToThread } from './messages';

const port = parentPort;
if (!port) throw new Error('print-worker runs only as a worker thread');
const waiting = new Map<number, { resolve: (b: Uint8Array) => void; reject: (e: Error) => void }>();
let asked = 0;
const send = (message: FromThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

port.on('message', (message: ToThread) => {
  if (message.kind === 'job') {
    render(message.job);
    return;
  }
  const wait = waiting.get(message.n);
  if (!wait) return;
  waiting.delete(message.n);
  if (message.kind === 'image') wait.resolve(message.bytes);
  else wait.reject(new Error(message.message));
});

function render(job: PrintJob): void {
  renderPrintPdf(job.doc, {
    image: (photoId, filter) =>
      new Promise<Uint8Array>((resolve, reject) => {
        asked += 1;
        waiting.set(asked, { resolve, reject });
        send({ kind: 'image', n: asked, photoId, filter });
      }),
    fonts: job.fonts,
    fontkit,
    creationDate: new Date(job.creationDate),
    part: job.part,
  }).then(
    (pdf) => send({ kind: 'done', pdf }, [pdf.buffer as ArrayBuffer]),
    (err: unknown) => {
      // A photo asked for and not yet answered belongs to this file: its answer is not awaited.
      waiting.clear();
      send({ kind: 'failed', message: err instanceof Error ? err.message : String(err) });
    },
  );
}
