import * as Comlink from 'comlink';
import { sharedAnalysisClient } from '../../../../workers/analysis-client';
import type { FacesApi } from '../../../../workers/faces-api';

let ownWorker: Comlink.Remote<FacesApi> | null = null;

/**
 * The face model for the People screen: the editor's analysis worker, started the first time
 * either the draft's analysis or this screen asks, so Human and its models load once for a
 * customer who gets both, never for one who gets neither, and the page stays responsive while the
 * model runs. Where the analysis had to fall back to the main thread (its worker did not answer in
 * time), which runs no face model, the screen starts the face worker of its own.
 */
export function facesWorker(): Pick<FacesApi, 'describeFaces'> {
  return {
    describeFaces: async (image) => {
      const client = await sharedAnalysisClient();
      if (client.where === 'worker') return client.describeFaces(image);
      ownWorker ??= Comlink.wrap<FacesApi>(
        new Worker(new URL('../../../../workers/faces.worker.ts', import.meta.url), { type: 'module' }),
      );
      return ownWorker.describeFaces(image);
    },
  };
}
