import * as Comlink from 'comlink';
import type { ImageApi, ImageResult } from './image-core';

export type { ImageResult, ProcessedImage } from './image-core';

export interface ImageClient {
  readonly where: 'worker' | 'main-thread';
  process(file: Blob): Promise<ImageResult>;
  dispose(): void;
}

const defaultWorker = () => new Worker(new URL('./image.worker.ts', import.meta.url), { type: 'module' });

async function mainThread(): Promise<ImageClient> {
  const { imageApi } = await import('./image-core');
  return { where: 'main-thread', process: (file) => imageApi.process(file), dispose() {} };
}

/**
 * Starts the image worker and checks that it answers; when a worker cannot start (blocked, old
 * browser, failed load) the same code runs on the main thread.
 */
export async function createImageClient(
  options: { createWorker?: (() => Worker) | null; startTimeoutMs?: number } = {},
): Promise<ImageClient> {
  const create = options.createWorker === undefined ? defaultWorker : options.createWorker;
  if (!create || typeof Worker === 'undefined') return mainThread();
  let worker: Worker | null = null;
  try {
    worker = create();
    const live = worker;
    const remote = Comlink.wrap<ImageApi>(live);
    const failed = new Promise<never>((_, reject) => {
      live.addEventListener('error', (e) =>
        reject(new Error(e.message || 'the image worker failed to load')),
      );
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('the image worker did not answer')),
        options.startTimeoutMs ?? 5000,
      );
    });
    await Promise.race([remote.ping(), failed, timeout]).finally(() => clearTimeout(timer));
    return { where: 'worker', process: (file) => remote.process(file), dispose: () => live.terminate() };
  } catch (error) {
    worker?.terminate();
    console.warn('image worker unavailable, preparing photos on the main thread:', error);
    return mainThread();
  }
}
