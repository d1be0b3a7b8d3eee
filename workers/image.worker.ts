/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { type ImageWorkerApi, imageApi } from './image-core';
import { setHeicConnection } from './image-heic';

/** The image worker: checks, decodes, orients, renders and hashes picked photos off the main thread. */
const api: ImageWorkerApi = {
  ...imageApi,
  // A HEIC photo asks the page for a port to its HEIC worker (the first one starts it).
  connectHeic: (open) => setHeicConnection(async () => open()),
};
Comlink.expose(api);
