/**
 * The place thread's entry (a worker_threads worker): owns the town index of place-index.ts, whose
 * 6 MB of GeoNames data takes a third of a second to load and stays in this thread's memory, so
 * neither the load nor a lookup of many points ever holds the server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { placeAt } from './place-index';
import type { FromPlaceThread, ToPlaceThread } from './place-messages';

const port = parentPort;
if (!port) throw new Error('place-worker runs only as a worker thread');

port.on('message', (message: ToPlaceThread) => {
  let reply: FromPlaceThread;
  try {
    reply = { n: message.n, places: message.points.map((p) => placeAt(p.lat, p.lon)) };
  } catch (err) {
    reply = { n: message.n, error: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(reply);
});
