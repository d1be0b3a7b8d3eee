import { createRenderClient, type RenderClient } from '../../../workers/render-client';

let clientPromise: Promise<RenderClient> | null = null;

/**
 * One render client for the whole app, not for one design: the worker (thumbnails, photos)
 * outlives a page change and every open design shares it.
 */
export function renderClient(): Promise<RenderClient> {
  clientPromise ??= createRenderClient();
  return clientPromise;
}
