import type { PickedFile } from '../library';

/** Picked files kept in one task (see keepInChunks). */
export const KEEP_CHUNK = 10;

/** A promise settled from outside: a picked file's "kept", settled once its chunk is kept. */
export interface Later {
  promise: Promise<void>;
  resolve(): void;
  reject(err: unknown): void;
}

export function settleLater(): Later {
  let resolve: () => void = () => {};
  let reject: (err: unknown) => void = () => {};
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/**
 * Keeps picked files in the library, KEEP_CHUNK at a time, each chunk in a task of its own: kept
 * all in the task of the pick, a hundred photos held a throttled phone's main thread for over
 * half a second (reading a picked file's size, its storage estimate and its transaction each
 * took a millisecond or more), and the first headers the workers read waited for it to end.
 */
export function keepInChunks(
  entries: readonly PickedFile[],
  kept: readonly Later[],
  keepMany: (chunk: readonly PickedFile[]) => Promise<void>[],
  from = 0,
): void {
  setTimeout(() => {
    const chunk = entries.slice(from, from + KEEP_CHUNK);
    for (const [i, done] of keepMany(chunk).entries()) {
      const later = kept[from + i] as Later;
      done.then(later.resolve, later.reject);
    }
    if (from + KEEP_CHUNK < entries.length) keepInChunks(entries, kept, keepMany, from + KEEP_CHUNK);
  }, 0);
}

/**
 * Forgets a picked file once its write is done: a forget that ran first would leave the file
 * behind in the library. Failures are left alone (the library drops picked files of old drafts).
 */
export function forgetAfter(write: Promise<unknown> | undefined, forget: () => Promise<void>): void {
  void (write ?? Promise.resolve()).then(forget).catch(() => {});
}

/** Marks the moment a pick's files are all kept (bench/intake.ts prints it: until then a reload loses some). */
export function markKept(kept: readonly Later[]): void {
  if (typeof performance === 'undefined') return;
  void Promise.allSettled(kept.map((k) => k.promise)).then(() => {
    if (performance.getEntriesByName('bindery:picked-kept').length === 0)
      performance.mark('bindery:picked-kept');
  });
}
