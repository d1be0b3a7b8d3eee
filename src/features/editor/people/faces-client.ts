import * as Comlink from 'comlink';
import type { FacesApi } from '../../../../workers/faces-api';

let api: Comlink.Remote<FacesApi> | null = null;

/**
 * The face model on its own worker, started the first time the People screen asks: Human and its
 * models never load for a customer who does not name people, and the page stays responsive while
 * the model runs.
 */
export function facesWorker(): Comlink.Remote<FacesApi> {
  api ??= Comlink.wrap<FacesApi>(
    new Worker(new URL('../../../../workers/faces.worker.ts', import.meta.url), { type: 'module' }),
  );
  return api;
}
