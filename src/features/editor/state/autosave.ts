import type { LocalDraft } from './start-from';

export interface Autosave {
  /** Writes now (after a write under way); resolves once written. */
  flush(): Promise<void>;
  /** Writes once the edit has painted. */
  soon(): void;
  /** Resolves once every change so far is written. */
  idle(): Promise<void>;
}

/**
 * Writes the newest document to this device after every edit, once the edit has painted (a write
 * clones the whole document: done in the same task it would delay the edit on screen), one write
 * at a time: edits that come while a write runs go in one more write after it. So a reload right
 * after an edit finds it, and a burst of edits costs two writes, not one per edit. `draft` answers
 * null once the session is closed: nothing more is written.
 */
export function createAutosave(
  write: (draft: LocalDraft) => Promise<void>,
  draft: () => LocalDraft | null,
  afterPaint: (fn: () => void) => void,
): Autosave {
  let running: Promise<void> | null = null;
  let again = false;
  let pending = false;
  const writeOnce = async () => {
    const next = draft();
    if (!next) return;
    await write(next).catch(() => {
      // A full or blocked IndexedDB: the sync queue still carries the edit to the server.
    });
  };
  const flush = (): Promise<void> => {
    pending = false;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await writeOnce();
      } while (again);
      running = null;
    })();
    return running;
  };
  const soon = () => {
    if (pending) return;
    pending = true;
    afterPaint(() => {
      if (pending) void flush();
    });
  };
  const idle = async (): Promise<void> => {
    if (pending) await flush();
    await running;
  };
  return { flush, soon, idle };
}
