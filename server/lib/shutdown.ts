import { log } from './log';

/** On SIGINT or SIGTERM: logs, stops what runs (server or worker), then exits 0, or 1 if stopping failed. */
export function stopOnSignals(what: string, stop: () => Promise<void>): void {
  const shutdown = (signal: string) => {
    log.info(`${what} stopping`, { signal });
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}
