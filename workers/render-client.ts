import * as Comlink from 'comlink';
import { createRenderApi, decodeBitmap, type RenderApi } from './render-api';

/** The render API as the app sees it: every call is async, wherever it runs. */
export type RenderClient = {
  [K in keyof RenderApi]: RenderApi[K] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never;
} & { readonly where: 'worker' | 'main-thread'; dispose(): void };

export interface RenderClientOptions {
  /** How long a new worker may take to answer before the main thread takes over. */
  startTimeoutMs?: number;
  /** Makes the worker; tests and odd hosts can pass their own or none. */
  createWorker?: (() => Worker) | null;
}

const defaultWorker = () => new Worker(new URL('./render.worker.ts', import.meta.url), { type: 'module' });

/** Paints main-thread thumbnails: OffscreenCanvas where it exists, else a DOM canvas. */
function mainThreadApi(): RenderApi {
  return createRenderApi<ImageBitmap, ImageBitmap>({
    createSurface(width, height) {
      if (typeof OffscreenCanvas !== 'undefined') {
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2D context');
        return { context, toBitmap: () => canvas.transferToImageBitmap() };
      }
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D context');
      return { context, toBitmap: () => createImageBitmap(canvas) };
    },
    decodePicture: decodeBitmap,
  });
}

/** Runs the same API on the main thread, each answer wrapped in a promise like a worker's. */
export function mainThreadClient(api: RenderApi = mainThreadApi()): RenderClient {
  const client: Record<string, unknown> = { where: 'main-thread', dispose() {} };
  for (const [name, method] of Object.entries(api)) {
    client[name] = async (...args: unknown[]) => (method as (...a: unknown[]) => unknown)(...args);
  }
  return client as RenderClient;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the render worker did not answer in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Starts the render worker and checks that it answers; when workers are missing, blocked (CSP,
 * old browsers, tests) or fail to load, the same code runs on the main thread instead.
 */
export async function createRenderClient(options: RenderClientOptions = {}): Promise<RenderClient> {
  const create = options.createWorker === undefined ? defaultWorker : options.createWorker;
  if (!create || typeof Worker === 'undefined') return mainThreadClient();
  let worker: Worker | null = null;
  try {
    worker = create();
    const failed = new Promise<never>((_, reject) => {
      worker?.addEventListener('error', (event) =>
        reject(new Error(event.message || 'the render worker failed to load')),
      );
    });
    const remote = Comlink.wrap<RenderApi>(worker);
    await withTimeout(Promise.race([remote.ping(), failed]), options.startTimeoutMs ?? 5000);
    const live = worker;
    const client = new Proxy({} as RenderClient, {
      get(_, key) {
        if (key === 'where') return 'worker';
        if (key === 'dispose') return () => live.terminate();
        if (key === 'then') return undefined;
        // Decoded photos move into the worker instead of being copied.
        if (key === 'setImage')
          return (id: string, image: ImageBitmap) => remote.setImage(id, Comlink.transfer(image, [image]));
        return (remote as unknown as Record<string | symbol, unknown>)[key];
      },
    });
    return client;
  } catch (error) {
    worker?.terminate();
    console.warn('render worker unavailable, rendering on the main thread:', error);
    return mainThreadClient();
  }
}
