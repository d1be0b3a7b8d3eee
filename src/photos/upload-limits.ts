/** Each PATCH carries at most this much, so a reload or lost network re-sends at most one chunk. */
export const UPLOAD_CHUNK_BYTES = 512 * 1024;
/** Uploads at once: enough to fill a phone's uplink, few enough to keep the page responsive. */
export const PARALLEL_UPLOADS = 3;
