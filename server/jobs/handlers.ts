import type { Config } from '../config';
import type { Db } from '../db/client';
import { log } from '../lib/log';

export interface JobContext {
  db: Db;
  config: Config;
  /** Queues a follow-up job on the queue running this one (a retry later, a mail). */
  enqueue?: JobQueue['enqueue'];
}

export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

export interface JobOptions {
  /**
   * The longest one run may take (JOB_TIMEOUT_MS when it is less). A run past it counts as a failed
   * attempt and is retried later: one handler that never settles must not stop the queue behind it.
   */
  timeLimitMs?: number;
  /** What the log says of a run past its time limit, to find where it was stuck. */
  describeOverdue?: () => Record<string, unknown>;
}

interface Registered extends JobOptions {
  handler: JobHandler;
}

const handlers = new Map<string, Registered>();

/** Each domain registers its job kinds when its module loads (before any queue starts). */
export function registerJob(kind: string, handler: JobHandler, options: JobOptions = {}): void {
  handlers.set(kind, { ...options, handler });
}

export const jobKinds = () => [...handlers.keys()];

export class JobTimeLimitError extends Error {
  constructor(kind: string, limitMs: number) {
    super(`${kind} did not finish within ${limitMs / 1000} s`);
    this.name = 'JobTimeLimitError';
  }
}

/**
 * Runs one job with its kind's handler, within its time limit. Throws when there is no handler, when
 * the handler throws, or when the limit passes first. A run past its limit cannot be cancelled (a
 * native image task, say): it is left to end on its own, and the queue goes on to the next job.
 */
export async function runJob(kind: string, payload: Record<string, unknown>, ctx: JobContext): Promise<void> {
  const registered = handlers.get(kind);
  if (!registered) throw new Error(`no handler for job kind ${kind}`);
  const limitMs = Math.min(registered.timeLimitMs ?? Number.POSITIVE_INFINITY, ctx.config.JOB_TIMEOUT_MS);
  let timer: NodeJS.Timeout | undefined;
  const overdue = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      log.error('job passed its time limit', { kind, limitMs, ...registered.describeOverdue?.() });
      reject(new JobTimeLimitError(kind, limitMs));
    }, limitMs);
  });
  try {
    await Promise.race([registered.handler(payload, ctx), overdue]);
  } finally {
    clearTimeout(timer);
  }
}

/** Retries back off: 5 s, 10 s, 20 s, 40 s, then the job is marked failed. */
export const MAX_ATTEMPTS = 5;
export const retryDelayMs = (attempts: number) => 5000 * 2 ** Math.max(0, attempts - 1);

export interface JobQueue {
  enqueue(kind: string, payload: Record<string, unknown>, opts?: { runAt?: Date }): Promise<void>;
  stop(): Promise<void>;
}
