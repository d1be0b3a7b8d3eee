import { callApi } from '../api/client';
import { createImageClient, type ImageClient, ImagePool, imageWorkerCount } from '../../workers/image-client';
import { createPhotoCache, type PhotoCache } from './cache';
import { UploadQueue } from './upload-queue';

/**
 * The app's one photo cache, upload queue and image workers. The queue outlives any page, so
 * uploads go on while the visitor moves from the uploader to the editor.
 */
export const photoCache: PhotoCache = createPhotoCache();

let queue: UploadQueue | null = null;
export function uploadQueue(): UploadQueue {
  queue ??= new UploadQueue({
    cache: photoCache,
    async photoByUpload(uploadId) {
      const { photo } = await callApi('GET /photo/by-upload/:uploadId', { params: { uploadId } });
      return { id: photo.id, status: photo.status, reason: photo.failure?.reason ?? null };
    },
  });
  return queue;
}

let images: Promise<ImageClient> | null = null;
/** One image worker, for work done one photo at a time (the editor's "add photos"). */
export function imageClient(): Promise<ImageClient> {
  images ??= createImageClient();
  return images;
}

let pool: ImagePool | null = null;
/** The image workers for intake, as many as this device has cores to spare. */
export function imagePool(): ImagePool {
  pool ??= new ImagePool(
    imageWorkerCount(typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency),
  );
  return pool;
}
