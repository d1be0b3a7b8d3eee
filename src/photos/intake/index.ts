/**
 * The one photo intake, step by step: pick (pick.ts) → store (store.ts) → read header (header.ts)
 * → dedupe by one key (dedupe.ts) → prepare (renditions.ts) → upload (upload.ts), with a policy
 * per entry point (policy.ts). The uploader (features/uploader) and the editor's "Add photos"
 * (features/editor/modals/photo-intake.ts) use these steps; record.ts makes a photo's record.
 * Only the pure steps are listed here; renditions.ts runs in the image pool and is imported by path.
 */
export { localPhotoFrom, photoRefOf } from './record';
export { pickEntries, markPicked } from './pick';
export { KEEP_CHUNK, keepInChunks, markKept, settleLater, forgetAfter, type Later } from './store';
export { readHeader, markFirstHeader, type HeaderFacts, type HeaderOutcome } from './header';
export { dedupeKey, isDuplicate, keysOf, type KeyedPick } from './dedupe';
export { editorPolicy, uploaderPolicy, type IntakePolicy, type UploaderPolicy } from './policy';
export { handOff, type UploadTarget } from './upload';
export { BATCH_GAP_MS, type Batch, frameBatcher } from './frame-batch';
