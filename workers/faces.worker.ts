/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import type { FacesApi } from './faces-api';
import { describeFaces, detectFaces, faceBackend } from './faces';

/** The face detector on its own worker, for callers on the main thread (the bench drives this one). */
const api: FacesApi & { backend: () => Promise<string> } = {
  detectFaces,
  describeFaces,
  backend: faceBackend,
};
Comlink.expose(api);
