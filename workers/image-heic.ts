import * as Comlink from 'comlink';
import type { HeicApi } from './heic-core';

/**
 * HEIC photos are decoded in the page's one HEIC worker (heic.worker.ts), never here: this module
 * only holds the way to reach it, set by whoever runs the image code (image.worker.ts or the
 * main-thread fallback in image-client.ts), so libheif is in no bundle but the HEIC worker's.
 */
let connect: (() => Promise<MessagePort>) | null = null;
let remote: Comlink.Remote<HeicApi> | null = null;

export function setHeicConnection(open: () => Promise<MessagePort>): void {
  connect = open;
  remote = null;
}

async function heic(): Promise<Comlink.Remote<HeicApi>> {
  if (remote) return remote;
  if (!connect) throw new Error('no HEIC decoder connected');
  remote = Comlink.wrap<HeicApi>(await connect());
  return remote;
}

/** The size of a HEIC photo as shown; throws when the file cannot be read. */
export async function heicSize(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  return (await heic()).size(bytes);
}

/** A HEIC photo decoded at `resize`; `bytes` are handed over (unusable here afterwards). */
export async function heicBitmap(
  bytes: Uint8Array,
  resize: { resizeWidth: number; resizeHeight: number },
): Promise<ImageBitmap> {
  return (await heic()).bitmap(Comlink.transfer(bytes, [bytes.buffer as ArrayBuffer]), resize);
}
