import * as Comlink from 'comlink';
import { type AnalysisApi, bitmapPixels, createAnalysisApi, type PhotoAnalysisResult } from './analysis-api';
import type { DescribedFace, FaceImage } from './faces-api';

/** The analysis API as the app sees it; `analyse` takes the bitmap over (it is closed after). */
export interface AnalysisClient {
  readonly where: 'worker' | 'main-thread';
  analyse(image: ImageBitmap, options?: { faces?: boolean }): Promise<PhotoAnalysisResult>;
  /** The faces on a photo with their descriptors; the image is copied, the caller keeps it. */
  describeFaces(image: FaceImage): Promise<DescribedFace[]>;
  dispose(): void;
}

export interface AnalysisClientOptions {
  /** How long a new worker may take to answer before the main thread takes over. */
  startTimeoutMs?: number;
  /** Makes the worker; tests and odd hosts can pass their own or none. */
  createWorker?: (() => Worker) | null;
}

const defaultWorker = () => new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' });

/** The same API on the main thread (no workers, or one that failed to start). */
export function mainThreadAnalysisClient(): AnalysisClient {
  const api = createAnalysisApi<ImageBitmap>({ pixels: bitmapPixels, release: (image) => image.close() });
  return {
    where: 'main-thread',
    analyse: (image, options) => api.analyse(image, options),
    describeFaces: (image) => api.describeFaces(image),
    dispose() {},
  };
}

/**
 * Starts the analysis worker and checks that it answers; when workers are missing, blocked or fail
 * to load, the analysis runs on the main thread instead (one photo at a time, in idle moments).
 */
export async function createAnalysisClient(options: AnalysisClientOptions = {}): Promise<AnalysisClient> {
  const create = options.createWorker === undefined ? defaultWorker : options.createWorker;
  if (!create || typeof Worker === 'undefined') return mainThreadAnalysisClient();
  let worker: Worker | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    worker = create();
    const failed = new Promise<never>((_, reject) => {
      worker?.addEventListener('error', (event) =>
        reject(new Error(event.message || 'the analysis worker failed to load')),
      );
      timer = setTimeout(
        () => reject(new Error('the analysis worker did not answer')),
        options.startTimeoutMs ?? 5000,
      );
    });
    const remote = Comlink.wrap<AnalysisApi>(worker);
    await Promise.race([remote.ping(), failed]);
    const live = worker;
    return {
      where: 'worker',
      // The bitmap moves into the worker instead of being copied.
      analyse: (image, opts) => remote.analyse(Comlink.transfer(image, [image]), opts),
      describeFaces: (image) => remote.describeFaces(image),
      dispose: () => live.terminate(),
    };
  } catch (error) {
    worker?.terminate();
    console.warn('analysis worker unavailable, analysing on the main thread:', error);
    return mainThreadAnalysisClient();
  } finally {
    clearTimeout(timer);
  }
}

let shared: Promise<AnalysisClient> | null = null;

/**
 * The editor session's one analysis worker: the draft's analysis and the People screen both ask
 * it, so the face model (Human's bundle and its weights) loads once, whichever asks first, and
 * stays loaded for the other.
 */
export function sharedAnalysisClient(options?: AnalysisClientOptions): Promise<AnalysisClient> {
  shared ??= createAnalysisClient(options);
  return shared;
}

/** Ends the shared worker (the editor closed); the next ask starts a new one. */
export function releaseSharedAnalysisClient(): void {
  const ending = shared;
  shared = null;
  void ending?.then((client) => client.dispose());
}
