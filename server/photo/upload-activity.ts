/**
 * Upload requests this process is answering. The rendition job waits for a pause in them (for at
 * most a bound), so that on a small machine the pixels of photos already uploaded never slow down
 * the bytes of those still coming in: the device shows its own copy until the server's is made. A
 * worker process answers no uploads, so its jobs never wait.
 */

/**
 * A pause is this long without any upload request: a client going on to its next chunk or file
 * starts it within a few milliseconds, so a shorter gap is no pause.
 */
export const PAUSE_MS = 100;

let active = 0;
let lastEnd = Number.NEGATIVE_INFINITY;
let pauseTimer: NodeJS.Timeout | null = null;
let waiting: (() => void)[] = [];

function paused() {
  pauseTimer = null;
  const ready = waiting;
  waiting = [];
  for (const resolve of ready) resolve();
}

/** Counts an upload request from its start until its answer; call the returned function at the end. */
export function answeringUpload(): () => void {
  active++;
  if (pauseTimer) {
    clearTimeout(pauseTimer);
    pauseTimer = null;
  }
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    active--;
    lastEnd = Date.now();
    if (active === 0 && waiting.length > 0) pauseTimer = setTimeout(paused, PAUSE_MS);
  };
}

/** Resolves at a pause in upload requests, or after `maxWaitMs` whatever happens. */
export function uploadPause(maxWaitMs: number): Promise<void> {
  const sinceLast = Date.now() - lastEnd;
  if (active === 0 && sinceLast >= PAUSE_MS) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(bound);
      resolve();
    };
    const bound = setTimeout(() => {
      waiting = waiting.filter((r) => r !== done);
      resolve();
    }, maxWaitMs);
    waiting.push(done);
    if (active === 0 && !pauseTimer) pauseTimer = setTimeout(paused, PAUSE_MS - sinceLast);
  });
}
