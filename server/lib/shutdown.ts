import type { Server } from 'node:http';
import { log } from './log';

export interface StopOptions {
  /** Past this, the process exits 1 whatever is still running. Unset: waits as long as stopping takes. */
  timeoutMs?: number;
}

/**
 * On SIGINT or SIGTERM: logs, stops what runs (server or worker), then exits 0, or 1 if stopping
 * failed or took longer than `timeoutMs`. A second signal kills the process at once (Node's default).
 */
export function stopOnSignals(what: string, stop: () => Promise<void>, options: StopOptions = {}): void {
  const shutdown = (signal: string) => {
    const started = performance.now();
    log.info(`${what} stopping`, { signal, ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) });
    if (options.timeoutMs) {
      setTimeout(() => {
        log.error(`${what} did not stop in time; exiting`, { timeoutMs: options.timeoutMs });
        process.exit(1);
      }, options.timeoutMs);
    }
    stop().then(
      () => {
        log.info(`${what} stopped`, { ms: Math.round(performance.now() - started) });
        process.exit(0);
      },
      (err: unknown) => {
        log.error(`${what} could not stop cleanly`, { error: err });
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

/**
 * Stops an HTTP server gracefully: no new connections, every request under way (its body still
 * arriving, its handler still working) gets its answer, and kept-alive sockets close as soon as
 * they are idle (Node's close() closes only those idle at the time, so this keeps closing them).
 */
export function closeHttpServer(server: Pick<Server, 'close' | 'closeIdleConnections'>): Promise<void> {
  return new Promise((resolve, reject) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    server.close((err) => {
      clearInterval(idle);
      // Closing a server that no longer listens is not a failure.
      if (err && (err as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING') reject(err);
      else resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * Waits for one stage of stopping (`what`), at most `deadlineMs` when given: past it, logs an error
 * naming the stage, runs `onOverrun` (e.g. cutting the connections still open) and resolves, so a
 * stage that never ends cannot hold the caller forever. Answers whether the stage ended in time.
 */
export async function withinDeadline(
  what: string,
  stage: Promise<void>,
  deadlineMs: number | undefined,
  onOverrun: () => void = () => {},
): Promise<boolean> {
  if (deadlineMs === undefined) {
    await stage;
    return true;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const overran = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), deadlineMs);
  });
  const ended = await Promise.race([stage.then(() => true as const), overran]);
  clearTimeout(timer);
  if (!ended) {
    log.error('stopping overran its deadline', { stage: what, deadlineMs });
    stage.catch((err: unknown) =>
      log.error('stopping failed after its deadline', { stage: what, error: err }),
    );
    onOverrun();
  }
  return ended;
}
