import { proxy, subscribe } from 'valtio';
import type { ProcessedImage } from '../../../../workers/image-client';
import type { Prepared } from '../../../photos/prepare';
import type { LocalPhoto } from '../../../photos/types';
import type { QueueState } from '../../../photos/upload-queue';
import type { ProgressStore, ProgressText } from '../state/progress';
import {
  chooseToAdd,
  countPicks,
  isDuplicate,
  type PickedPhoto,
  tallyUploads,
} from '../../../photos/add-photos';

/** The effects the intake needs; the editor wires the real ones, tests their own. */
export interface IntakeDeps {
  prepare(file: File): Promise<Prepared>;
  /** Keeps a picked file on the device the moment it is picked (the photo library). */
  keepPicked(id: string, file: File): Promise<void>;
  /** Forgets a picked file that did not become a photo; a kept photo stays. */
  forgetPicked(id: string): Promise<void>;
  /** Keeps a prepared photo on the device and answers its record. */
  keep(file: File, image: ProcessedImage, id: string): Promise<LocalPhoto>;
  /** Forgets a kept photo again (the document refused it). */
  discard(id: string): Promise<void>;
  /** The print's photos so far, for duplicates. */
  pool(): readonly { contentHash: string | null }[];
  /** Adds the photos to the document as one edit; false when the engine refused it. */
  addToDocument(photos: LocalPhoto[]): Promise<boolean>;
  upload(photo: LocalPhoto, original: File): void;
  retryUpload(id: string): void;
  uploads: QueueState;
  progress: ProgressStore;
  /** Says what happened where the user is looking (a toast). */
  announce(message: 'added' | 'uploaded' | 'refused', count: number): void;
}

export interface IntakeState {
  items: PickedPhoto[];
}

const TITLE: ProgressText = { key: 'progress.addPhotos.title' };

/**
 * Photos added from the editor: each picked file is kept in the photo library the moment it is
 * picked (as the uploader's are, so leaving the page loses none: `resume` lists them again), then
 * checked and prepared in the image worker one after another (phones have few cores); refused ones
 * wait with their reason, duplicates of the print's photos for the user's choice. Confirming hands
 * the work to the progress store: the rest of the preparing (cancellable), keeping the photos'
 * records and renditions beside the picked files, one addPhotos edit, then the uploads with the
 * print id until the server has every photo. Clearing or cancelling forgets the picked files.
 */
export function createPhotoIntake(deps: IntakeDeps) {
  const state = proxy<IntakeState>({ items: [] });
  const prepared = new Map<string, { file: File; image: ProcessedImage }>();
  /** Each picked file's write to the library; a photo's record may only follow it. */
  const kept = new Map<string, Promise<void>>();
  let chain: Promise<void> = Promise.resolve();
  /** Bumps when the batch is dropped, so preparing still queued for it stops. */
  let generation = 0;
  let onChecked: (() => void) | null = null;

  async function prepareOne(item: PickedPhoto, file: File, batch: number) {
    if (batch !== generation) return;
    const result = await deps.prepare(file).catch(() => ({ ok: false as const, reason: 'corrupt' as const }));
    if (batch !== generation) return;
    if (!result.ok) {
      Object.assign(item, { state: 'rejected', reason: result.reason });
      forget(item.key);
    } else {
      const earlier = state.items.filter((i) => i.key !== item.key);
      const duplicate = isDuplicate(result.image.sha256, deps.pool(), earlier);
      prepared.set(item.key, { file, image: result.image });
      Object.assign(item, { state: duplicate ? 'duplicate' : 'ready', sha256: result.image.sha256 });
    }
    onChecked?.();
  }

  /** Forgets a picked file once its write is done (a forget running first would leave it behind). */
  function forget(key: string) {
    const write = kept.get(key) ?? Promise.resolve();
    kept.delete(key);
    void write.then(() => deps.forgetPicked(key)).catch(() => {});
  }

  function list(files: readonly { id: string; file: File }[]) {
    const batch = generation;
    for (const { id, file } of files) {
      state.items.push({ key: id, name: file.name, state: 'preparing', reason: null, sha256: null });
      const item = state.items.at(-1) as PickedPhoto;
      chain = chain.then(() => prepareOne(item, file, batch)).catch(() => {});
    }
  }

  /** Lists picked files at once, keeps each on the device and prepares them in turn. */
  function pick(files: readonly File[]) {
    const picked = files.map((file) => ({ id: crypto.randomUUID(), file }));
    for (const { id, file } of picked) {
      kept.set(
        id,
        deps.keepPicked(id, file).catch((err: unknown) => {
          // The photo's own write keeps the file if it is added after all.
          console.warn('keeping a picked photo failed', err);
        }),
      );
    }
    list(picked);
  }

  /** Lists again the files picked before the page went away (already kept on the device). */
  function resume(files: readonly { id: string; file: File }[]) {
    const known = new Set(state.items.map((i) => i.key));
    list(files.filter((f) => !known.has(f.id)));
  }

  function skipDuplicates() {
    for (const i of state.items)
      if (i.state === 'duplicate') {
        prepared.delete(i.key);
        forget(i.key);
      }
    state.items = state.items.filter((i) => i.state !== 'duplicate');
  }

  function keepDuplicates() {
    for (const i of state.items) if (i.state === 'duplicate') i.state = 'ready';
  }

  /** Drops the batch from memory (and any preparing still queued for it); the device keeps it. */
  function release() {
    generation += 1;
    prepared.clear();
    kept.clear();
    state.items = [];
  }

  /** Drops the batch, forgetting the files that did not become photos. */
  function clear() {
    for (const i of state.items) forget(i.key);
    release();
  }

  function refusedNotes(items: readonly PickedPhoto[]): ProgressText[] {
    return items
      .filter((i) => i.state === 'rejected')
      .map((i) => ({ key: `photos:reason.${i.reason ?? 'corrupt'}`, subject: i.name }));
  }

  function watchUploads(taskId: string, ids: string[], notes: ProgressText[]) {
    const report = () => {
      const tally = tallyUploads(ids, deps.uploads.files);
      const extra: ProgressText[] = [];
      if (!deps.uploads.online) extra.push({ key: 'progress.addPhotos.offline' });
      if (tally.failed > 0)
        extra.push({ key: 'progress.addPhotos.uploadFailed', values: { count: tally.failed } });
      if (tally.refusedByServer > 0)
        extra.push({ key: 'progress.addPhotos.serverRefused', values: { count: tally.refusedByServer } });
      if (tally.finished) {
        stop();
        deps.progress.finish(taskId, {
          step: { key: 'progress.addPhotos.uploaded', values: { count: ids.length } },
          notes: [...notes, ...extra],
        });
        deps.announce('uploaded', ids.length - tally.refusedByServer);
        return;
      }
      deps.progress.update(taskId, {
        done: tally.done,
        share: tally.share,
        notes: [...notes, ...extra],
        retryable: tally.failed > 0,
      });
    };
    const stop = subscribe(deps.uploads, report);
    report();
  }

  /**
   * Adds the batch: answers false (and does nothing) when there is nothing to add or other work
   * is still running. The returned promise settles once the photos are in the document.
   */
  async function confirm(): Promise<boolean> {
    const batch = state.items;
    if (chooseToAdd(batch, true).length + countPicks(batch).preparing === 0) return false;
    let cancelled = false;
    let uploadIds: string[] = [];
    const taskId = deps.progress.start({
      title: TITLE,
      step: { key: 'progress.addPhotos.preparing' },
      total: batch.length,
      onCancel: () => {
        cancelled = true;
        clear();
        onChecked?.();
      },
      onRetry: () => {
        for (const id of uploadIds) if (deps.uploads.files[id]?.status === 'failed') deps.retryUpload(id);
      },
    });
    if (!taskId) return false;
    // The rest of the preparing, with its progress; cancelling drops the batch.
    await new Promise<void>((resolve) => {
      onChecked = () => {
        deps.progress.update(taskId, { done: countPicks(batch).checked });
        if (cancelled || countPicks(batch).preparing === 0) resolve();
      };
      onChecked();
    });
    onChecked = null;
    if (cancelled) return false;

    const chosen = chooseToAdd(batch, false);
    const notes = refusedNotes(batch);
    const skipped = batch.filter((i) => i.state === 'duplicate').length;
    if (skipped > 0) notes.push({ key: 'progress.addPhotos.duplicatesSkipped', values: { count: skipped } });
    deps.progress.update(taskId, {
      step: { key: 'progress.addPhotos.adding' },
      cancellable: false,
      done: 0,
      total: chosen.length,
      notes,
    });
    const added: { photo: LocalPhoto; file: File }[] = [];
    try {
      for (const item of chosen) {
        const entry = prepared.get(item.key);
        if (!entry) continue;
        await kept.get(item.key);
        added.push({ photo: await deps.keep(entry.file, entry.image, item.key), file: entry.file });
        deps.progress.update(taskId, { done: added.length });
      }
    } catch (err) {
      // A full or blocked IndexedDB: nothing half-added.
      console.warn('keeping added photos failed', err);
      for (const k of added) await deps.discard(k.photo.id).catch(() => {});
      clear();
      deps.progress.finish(taskId, { step: { key: 'progress.addPhotos.storageFailed' }, notes });
      deps.announce('refused', chosen.length);
      return false;
    }
    clear();
    if (added.length === 0) {
      deps.progress.finish(taskId, { step: { key: 'progress.addPhotos.nothingAdded' }, notes });
      return false;
    }
    if (!(await deps.addToDocument(added.map((k) => k.photo)))) {
      for (const k of added) await deps.discard(k.photo.id);
      deps.progress.finish(taskId, { step: { key: 'progress.addPhotos.refused' }, notes });
      deps.announce('refused', added.length);
      return false;
    }
    deps.announce('added', added.length);
    uploadIds = added.map((k) => k.photo.id);
    for (const k of added) deps.upload(k.photo, k.file);
    deps.progress.update(taskId, {
      step: { key: 'progress.addPhotos.uploading', values: { count: added.length } },
      done: 0,
      total: added.length,
    });
    watchUploads(taskId, uploadIds, notes);
    return true;
  }

  return { state, pick, resume, skipDuplicates, keepDuplicates, clear, release, confirm };
}
export type PhotoIntake = ReturnType<typeof createPhotoIntake>;
