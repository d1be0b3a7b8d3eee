import { photoCache } from '../../../photos/photos';
import { renderClient } from '../state/controller';

/** A photo id (the document's PhotoRef.id) to its server id, once per visit. */
let serverIds: Promise<Record<string, string>> | null = null;
function serverPhotoIds(): Promise<Record<string, string>> {
  serverIds ??= fetch('/webapp/api/photo/list', { credentials: 'same-origin' })
    .then((res) => (res.ok ? res.json() : { photos: [] }))
    .then((body: { photos: { id: string; clientId: string | null; status: string }[] }) => {
      const out: Record<string, string> = {};
      for (const p of body.photos) if (p.clientId && p.status === 'ready') out[p.clientId] ??= p.id;
      return out;
    })
    .catch(() => {
      serverIds = null;
      return {};
    });
  return serverIds;
}

async function screenBlob(photoId: string): Promise<Blob | null> {
  const local = await photoCache.rendition(photoId, 'screen').catch(() => undefined);
  if (local) return local;
  const serverId = (await serverPhotoIds())[photoId];
  if (!serverId) return null;
  const res = await fetch(`/webapp/api/photo/${encodeURIComponent(serverId)}/screen`, {
    credentials: 'same-origin',
  }).catch(() => null);
  return res?.ok ? res.blob() : null;
}

const listeners = new Set<() => void>();
/** Called whenever a photo has reached the render worker (thumbnails can show it now). */
export function onPhotoReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const bitmaps = new Map<string, Promise<ImageBitmap | null>>();
const ready = new Map<string, ImageBitmap>();

/**
 * The screen rendition of a photo as a bitmap: from the on-device cache, else from the server.
 * A small copy goes to the render worker for the spread thumbnails.
 */
export function photoBitmap(photoId: string): Promise<ImageBitmap | null> {
  let entry = bitmaps.get(photoId);
  if (!entry) {
    entry = screenBlob(photoId)
      .then(async (blob) => {
        if (!blob) return null;
        const bitmap = await createImageBitmap(blob);
        ready.set(photoId, bitmap);
        const small = await createImageBitmap(bitmap, { resizeWidth: 240, resizeQuality: 'medium' });
        await (await renderClient()).setImage(photoId, small);
        for (const listener of listeners) listener();
        return bitmap;
      })
      .catch(() => null);
    entry.then((b) => b === null && bitmaps.delete(photoId));
    bitmaps.set(photoId, entry);
  }
  return entry;
}

/** The bitmap if it has loaded; paint shows a grey box until then. */
export const loadedBitmap = (photoId: string): ImageBitmap | undefined => ready.get(photoId);
