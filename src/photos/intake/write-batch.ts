/** How long a write waits for others to join its batch; a frame, at the most. */
export const WRITE_BATCH_MS = 16;
/** Writes in one batch at the most (one transaction stays short). */
export const WRITE_BATCH_MAX = 50;

/**
 * Gathers writes to the photo library that come close together into one call of `write` (one
 * IndexedDB transaction): headers come back tens a second, and one transaction per photo held a
 * throttled phone's main thread for milliseconds each while the first spread was on its way.
 * Each write's promise settles once its batch is written. A batch that fails is written again
 * one write at a time, so one bad record fails alone and the others are still kept.
 */
export function writeBatcher<T>(
  write: (items: readonly T[]) => Promise<void>,
  options: { delayMs?: number; max?: number } = {},
): (item: T) => Promise<void> {
  const delayMs = options.delayMs ?? WRITE_BATCH_MS;
  const max = options.max ?? WRITE_BATCH_MAX;
  let pending: { item: T; done: () => void; failed: (err: unknown) => void }[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    timer = null;
    const batch = pending;
    pending = [];
    write(batch.map((p) => p.item)).then(
      () => {
        for (const p of batch) p.done();
      },
      (err: unknown) => {
        if (batch.length === 1) {
          batch[0]?.failed(err);
          return;
        }
        for (const p of batch) write([p.item]).then(p.done, p.failed);
      },
    );
  };

  return (item) =>
    new Promise<void>((done, failed) => {
      pending.push({ item, done, failed });
      if (pending.length >= max) {
        if (timer) clearTimeout(timer);
        flush();
      } else timer ??= setTimeout(flush, delayMs);
    });
}
