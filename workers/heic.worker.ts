/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { heicApi } from './heic-core';

/**
 * The HEIC worker: one per page, started the first time a HEIC photo is picked (heic-client.ts).
 * Each image worker, or the main-thread fallback, talks to it over a port of its own.
 */
self.addEventListener('message', (event: MessageEvent) => {
  if (event.data instanceof MessagePort) Comlink.expose(heicApi, event.data);
});
