import * as Comlink from 'comlink';

let worker: Worker | null = null;

/**
 * A new port to the page's one HEIC worker, which starts on the first call: libheif (about 2 MB
 * of wasm) is downloaded and compiled once, whichever image worker meets the first HEIC photo.
 * The port is marked for transfer, so it can be the answer to an image worker's Comlink call.
 */
export function heicPort(create: () => Worker = defaultWorker): MessagePort {
  worker ??= create();
  const { port1, port2 } = new MessageChannel();
  worker.postMessage(port1, [port1]);
  return Comlink.transfer(port2, [port2]);
}

const defaultWorker = () => new Worker(new URL('./heic.worker.ts', import.meta.url), { type: 'module' });
