/**
 * Each PATCH carries at most this much. A reload or a lost network re-sends at most one chunk, and in
 * practice far less: the server keeps every byte of a chunk that arrived before the cut (also in
 * S3, where a part in progress is kept as the upload's incomplete part), so the upload resumes
 * where the bytes stopped. A chunk costs the server a request (session, owner, lock), so most phone
 * photos (2-8 MB) go in one. 8 MiB is also the S3 store's part size (server/photo/upload-store.ts):
 * each full chunk becomes one part, never an incomplete part fetched back for the next chunk.
 */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
/** Uploads at once: enough to fill a phone's uplink, few enough to keep the page responsive. */
export const PARALLEL_UPLOADS = 3;
