import { subscribe } from 'valtio';
import { chooseToAdd, countPicks, type PickedPhoto, tallyUploads } from '../../../photos/add-photos';
import type { LocalPhoto } from '../../../photos/types';
import type { ProgressText } from '../state/progress';
import { clearBatch, type IntakeContext } from './photo-intake-context';

const TITLE: ProgressText = { key: 'progress.addPhotos.title' };

function refusedNotes(items: readonly PickedPhoto[]): ProgressText[] {
  return items
    .filter((i) => i.state === 'rejected')
    .map((i) => ({ key: `photos:reason.${i.reason ?? 'corrupt'}`, subject: i.name }));
}

/** The upload step's progress: the reporter follows the uploads until the server has every photo. */
function watchUploads(ctx: IntakeContext, taskId: string, ids: string[], notes: ProgressText[]) {
  const { deps } = ctx;
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

/** The rest of the preparing, with its progress; answers false when the user cancelled it. */
function preparingDone(
  ctx: IntakeContext,
  taskId: string,
  batch: readonly PickedPhoto[],
  cancelled: () => boolean,
) {
  return new Promise<boolean>((resolve) => {
    ctx.onChecked = () => {
      ctx.deps.progress.update(taskId, { done: countPicks(batch).checked });
      if (cancelled()) resolve(false);
      else if (countPicks(batch).preparing === 0) resolve(true);
    };
    ctx.onChecked();
  }).finally(() => {
    ctx.onChecked = null;
  });
}

/**
 * Keeps the chosen photos' records and renditions beside their picked files, each after its
 * picked file's write. A full or blocked IndexedDB adds nothing: what was kept is forgotten.
 */
async function keepChosen(
  ctx: IntakeContext,
  taskId: string,
  chosen: readonly PickedPhoto[],
  notes: ProgressText[],
): Promise<{ photo: LocalPhoto; file: File }[] | null> {
  const { deps } = ctx;
  const added: { photo: LocalPhoto; file: File }[] = [];
  try {
    for (const item of chosen) {
      const entry = ctx.prepared.get(item.key);
      if (!entry) continue;
      await ctx.kept.get(item.key);
      added.push({ photo: await deps.keep(entry.file, entry.image, item.key), file: entry.file });
      deps.progress.update(taskId, { done: added.length });
    }
    return added;
  } catch (err) {
    console.warn('keeping added photos failed', err);
    for (const k of added) await deps.discard(k.photo.id).catch(() => {});
    clearBatch(ctx);
    deps.progress.finish(taskId, { step: { key: 'progress.addPhotos.storageFailed' }, notes });
    deps.announce('refused', chosen.length);
    return null;
  }
}

/** One addPhotos edit for the kept photos, then their uploads with the print id. */
async function addAndUpload(
  ctx: IntakeContext,
  taskId: string,
  added: { photo: LocalPhoto; file: File }[],
  notes: ProgressText[],
  uploadIds: string[],
): Promise<boolean> {
  const { deps } = ctx;
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
  uploadIds.push(...added.map((k) => k.photo.id));
  for (const k of added) deps.upload(k.photo, k.file);
  deps.progress.update(taskId, {
    step: { key: 'progress.addPhotos.uploading', values: { count: added.length } },
    done: 0,
    total: added.length,
  });
  watchUploads(ctx, taskId, uploadIds, notes);
  return true;
}

/**
 * Adds the batch: answers false (and does nothing) when there is nothing to add or other work
 * is still running. The work goes to the progress store: the rest of the preparing (cancellable),
 * keeping the photos, one addPhotos edit, then the uploads. Clearing or cancelling forgets the
 * picked files.
 */
export async function confirm(ctx: IntakeContext): Promise<boolean> {
  const { deps } = ctx;
  const batch = ctx.state.items;
  if (chooseToAdd(batch, true).length + countPicks(batch).preparing === 0) return false;
  let cancelled = false;
  const uploadIds: string[] = [];
  const taskId = deps.progress.start({
    title: TITLE,
    step: { key: 'progress.addPhotos.preparing' },
    total: batch.length,
    onCancel: () => {
      cancelled = true;
      clearBatch(ctx);
      ctx.onChecked?.();
    },
    onRetry: () => {
      for (const id of uploadIds) if (deps.uploads.files[id]?.status === 'failed') deps.retryUpload(id);
    },
  });
  if (!taskId) return false;
  if (!(await preparingDone(ctx, taskId, batch, () => cancelled))) return false;

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
  const added = await keepChosen(ctx, taskId, chosen, notes);
  if (!added) return false;
  clearBatch(ctx);
  return addAndUpload(ctx, taskId, added, notes, uploadIds);
}
