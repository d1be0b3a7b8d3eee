import { Worker } from 'node:worker_threads';
import type { Place } from '../../contract/api/places';
import { threadEntry } from '../lib/thread-entry';
import type { FromPlaceThread, ToPlaceThread } from './place-messages';

interface Waiting {
  resolve: (places: (Place | null)[]) => void;
  reject: (err: Error) => void;
}

let thread: { worker: Worker; waiting: Map<number, Waiting> } | null = null;
let asked = 0;

/** One thread per process, started by the first lookup; a thread that dies is replaced by the next. */
async function placeThread(): Promise<NonNullable<typeof thread>> {
  if (thread) return thread;
  const entry = await threadEntry(import.meta.url, 'places/place-worker.js', 'place-worker.ts');
  if (thread) return thread;
  const worker = new Worker(entry);
  const waiting = new Map<number, Waiting>();
  const started = { worker, waiting };
  thread = started;
  // Idle, it never keeps the process alive; while a lookup waits on it, it does.
  worker.unref();
  const fail = (err: Error) => {
    if (thread === started) thread = null;
    for (const wait of waiting.values()) wait.reject(err);
    waiting.clear();
  };
  worker.on('message', (message: FromPlaceThread) => {
    const wait = waiting.get(message.n);
    if (!wait) return;
    waiting.delete(message.n);
    if (waiting.size === 0) worker.unref();
    if ('places' in message) wait.resolve(message.places);
    else wait.reject(new Error(message.error));
  });
  worker.once('error', fail);
  worker.once('exit', (code) => fail(new Error(`the place thread stopped (exit code ${code})`)));
  return started;
}

/**
 * Ends the place thread, if one runs (a lookup waiting on it fails); the next lookup starts another,
 * which loads the index again.
 */
export async function stopPlaceThread(): Promise<void> {
  const stopping = thread;
  if (!stopping) return;
  thread = null;
  await stopping.worker.terminate();
}

/**
 * The towns photos taken at these points are named by (place-index.ts), looked up in the place
 * thread: the index's load and the lookups never run on the server's event loop.
 */
export async function placesAt(points: { lat: number; lon: number }[]): Promise<(Place | null)[]> {
  if (points.length === 0) return [];
  const { worker, waiting } = await placeThread();
  asked += 1;
  const n = asked;
  return new Promise((resolve, reject) => {
    waiting.set(n, { resolve, reject });
    worker.ref();
    worker.postMessage({ n, points } satisfies ToPlaceThread);
  });
}

/** The town one photo's position is named by, or null (see placesAt). */
export async function placeFor(lat: number, lon: number): Promise<Place | null> {
  return (await placesAt([{ lat, lon }]))[0] ?? null;
}
