import type { Config } from '../config';
import type { Db } from '../db/client';

export interface JobContext {
  db: Db;
  config: Config;
  /** Queues a follow-up job on the queue running this one (a retry later, a mail). */
  enqueue?: JobQueue['enqueue'];
}

export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

const handlers = new Map<string, JobHandler>();

/** Each domain registers its job kinds when its module loads (before any queue starts). */
export function registerJob(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}

export const jobHandler = (kind: string) => handlers.get(kind);
export const jobKinds = () => [...handlers.keys()];

/** Retries back off: 5 s, 10 s, 20 s, 40 s, then the job is marked failed. */
export const MAX_ATTEMPTS = 5;
export const retryDelayMs = (attempts: number) => 5000 * 2 ** Math.max(0, attempts - 1);

export interface JobQueue {
  enqueue(kind: string, payload: Record<string, unknown>, opts?: { runAt?: Date }): Promise<void>;
  stop(): Promise<void>;
}
