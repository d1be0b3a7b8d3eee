import { useEffect, useRef, useState } from 'react';
import { callApi } from '../../../api/client';
import { photoCache } from '../../../photos/photos';
import { judgePhotoWait, nextWaitStep, type PhotoWait, photosCanArrive } from './photo-wait';

/** How often the server's list of photos is read while waiting for its renditions. */
const POLL_MS = 1500;

/** Whether the photos `ids` can still become ready on the server (see photosCanArrive). */
export async function canWaitFor(ids: readonly string[]): Promise<boolean> {
  const [list, local] = await Promise.all([
    callApi('GET /photo/list').catch(() => null),
    Promise.all(ids.map((id) => photoCache.get(id).catch(() => undefined))),
  ]);
  const onDevice = new Set(ids.filter((_, i) => local[i] !== undefined));
  // Without the server's list, the photos this device holds are still worth waiting for.
  return photosCanArrive(ids, list?.photos ?? [], onDevice);
}

export interface PhotoWaitView {
  /** Null when not waiting; else how many of the photos waited for are ready. */
  progress: { ready: number; total: number } | null;
  /** Starts waiting for `ids` (the server's photos not ready yet). */
  start(ids: string[]): void;
  cancel(): void;
}

/**
 * Waits for the server to make the photos `ids` ready, reading its list of photos (as the order
 * step's journey does) until every one is ready (`onReady`: add to the basket again), one failed or
 * nothing moved for long (`onStop`: say what to do). Cancelling or leaving the page stops it.
 */
export function usePhotoWait(onReady: () => void, onStop: (why: 'failed' | 'gaveUp') => void): PhotoWaitView {
  const [ids, setIds] = useState<string[] | null>(null);
  const [progress, setProgress] = useState<{ ready: number; total: number } | null>(null);
  const handlers = useRef({ onReady, onStop });
  handlers.current = { onReady, onStop };

  useEffect(() => {
    if (!ids) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let before = { ready: 0, idlePolls: 0 };
    const finish = () => {
      setIds(null);
      setProgress(null);
    };
    const poll = async () => {
      const list = await callApi('GET /photo/list').catch(() => null);
      if (!live) return;
      const judged: PhotoWait = list
        ? judgePhotoWait(ids, list.photos)
        : { kind: 'waiting', ready: before.ready, total: ids.length };
      const next = nextWaitStep(judged, before);
      if (next.step === 'add') {
        finish();
        handlers.current.onReady();
      } else if (next.step === 'failed' || next.step === 'gaveUp') {
        finish();
        handlers.current.onStop(next.step);
      } else {
        const ready = judged.kind === 'waiting' ? judged.ready : before.ready;
        before = { ready, idlePolls: next.idlePolls };
        setProgress({ ready, total: ids.length });
        timer = setTimeout(() => void poll(), POLL_MS);
      }
    };
    timer = setTimeout(() => void poll(), POLL_MS);
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [ids]);

  return {
    progress,
    start(next) {
      setProgress({ ready: 0, total: next.length });
      setIds(next);
    },
    cancel() {
      setIds(null);
      setProgress(null);
    },
  };
}
