import * as Comlink from 'comlink';
import { heicPort } from './heic-client';
import type { ImageResult, ImageWorkerApi, InspectResult, RenditionRequest } from './image-core';
import { setHeicConnection } from './image-heic';
import type { ImageType } from './image-sniff';

export type {
  ImageResult,
  InspectedImage,
  InspectResult,
  ProcessedImage,
  RenditionRequest,
} from './image-core';
export { SCREEN, THUMB } from './image-core';

export interface ImageClient {
  readonly where: 'worker' | 'main-thread';
  inspect(file: Blob): Promise<InspectResult>;
  render(
    file: Blob,
    type: ImageType,
    upright: { width: number; height: number },
    requests: readonly RenditionRequest[],
  ): Promise<Blob[]>;
  process(file: Blob): Promise<ImageResult>;
  /** SHA-256 of the whole file, hex. */
  hash(file: Blob): Promise<string>;
  dispose(): void;
}

const defaultWorker = () => new Worker(new URL('./image.worker.ts', import.meta.url), { type: 'module' });

async function mainThread(): Promise<ImageClient> {
  const { imageApi } = await import('./image-core');
  setHeicConnection(async () => heicPort());
  return {
    where: 'main-thread',
    inspect: (file) => imageApi.inspect(file),
    render: (file, type, upright, requests) => imageApi.render(file, type, upright, requests),
    process: (file) => imageApi.process(file),
    hash: (file) => imageApi.hash(file),
    dispose() {},
  };
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
    const remote = Comlink.wrap<ImageWorkerApi>(live);
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
    await remote.connectHeic(Comlink.proxy(() => heicPort()));
    return {
      where: 'worker',
      inspect: (file) => remote.inspect(file),
      render: (file, type, upright, requests) => remote.render(file, type, upright, [...requests]),
      process: (file) => remote.process(file),
      hash: (file) => remote.hash(file),
      dispose: () => live.terminate(),
    };
  } catch (error) {
    worker?.terminate();
    console.warn('image worker unavailable, preparing photos on the main thread:', error);
    return mainThread();
  }
}

/**
 * Image workers for this device: one core is left to the page, at most four (more only fight over
 * memory bandwidth and a phone's thermal budget), at least one.
 */
export function imageWorkerCount(cores: number | undefined): number {
  return Math.min(4, Math.max(1, (cores ?? 2) - 1));
}

interface Job {
  priority: number | (() => number);
  run(client: ImageClient): Promise<void>;
}

/**
 * Jobs one worker has on its hands at once. Reading a header is mostly waiting (for the file's
 * bytes, for the message back), so a worker that took one job at a time sat idle most of the
 * time; a few at once keep it busy, and a decode's memory stays small (decoded at the size needed).
 */
export const JOBS_PER_WORKER = 4;

/**
 * A small pool of image workers with one queue: the job with the lowest priority number goes
 * first (ties in the order they came), so what the customer sees is prepared before the rest.
 * Workers start on first use; one that fails to start is replaced by the main-thread fallback.
 */
export class ImagePool {
  private readonly queue: Job[] = [];
  /** Free places on the workers: each worker is here once per job it may still take. */
  private readonly idle: ImageClient[] = [];
  private started = 0;
  /** The bars of the holds on (see hold): only jobs ranked below the lowest one start. */
  private readonly holds: number[] = [];

  constructor(
    private readonly size: number,
    private readonly start: () => Promise<ImageClient> = () => createImageClient(),
    private readonly jobsPerWorker = JOBS_PER_WORKER,
  ) {}

  /**
   * Runs `task` on a worker once the jobs before it have started; answers what it answers. A
   * priority given as a function is asked again each time a worker is free, so a job can move up
   * (a photo scrolled into view) while it waits.
   */
  run<T>(priority: number | (() => number), task: (client: ImageClient) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({
        priority,
        run: (client) => task(client).then(resolve, reject),
      });
      this.pump();
    });
  }

  /** Starts the workers before any job, so the first ones find them loaded (the uploader opened). */
  warm(): void {
    while (this.started < this.size) this.startOne();
  }

  /**
   * Holds back the jobs not yet started (the running ones finish) until the answered release is
   * called, so a screen being drawn has the device's cores; a job ranked below `below` (what that
   * screen shows) still starts. Holds nest; a release works once.
   */
  hold(below: number): () => void {
    this.holds.push(below);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds.splice(this.holds.indexOf(below), 1);
      this.pump();
    };
  }

  /** Jobs not yet started. */
  get waiting(): number {
    return this.queue.length;
  }

  /** The most urgent job ranked below `bar`, taken off the queue; none when no job is. */
  private next(bar: number): Job | undefined {
    const rank = (job: Job) => (typeof job.priority === 'function' ? job.priority() : job.priority);
    let best = -1;
    let bestRank = bar;
    for (let i = 0; i < this.queue.length; i++) {
      const job = this.queue[i] as Job;
      const r = rank(job);
      // The queue is in arrival order, so the first of equal rank came first.
      if (r < bestRank) {
        best = i;
        bestRank = r;
      }
    }
    // Nothing held: the first job goes, even one whose rank is not a number.
    if (best < 0 && this.holds.length === 0) best = 0;
    return best < 0 ? undefined : this.queue.splice(best, 1)[0];
  }

  private pump() {
    const bar = Math.min(Number.POSITIVE_INFINITY, ...this.holds);
    while (this.queue.length > 0 && this.idle.length > 0) {
      const job = this.next(bar);
      if (!job) break;
      const client = this.idle.pop() as ImageClient;
      void job.run(client).finally(() => {
        this.idle.push(client);
        this.pump();
      });
    }
    if (this.queue.length > 0 && this.started < this.size) this.startOne();
  }

  private startOne() {
    this.started += 1;
    void this.start().then((client) => {
      for (let i = 0; i < this.jobsPerWorker; i++) this.idle.push(client);
      this.pump();
    });
  }
}
