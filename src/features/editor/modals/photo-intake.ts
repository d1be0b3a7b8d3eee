import { proxy } from 'valtio';
import type { PickedPhoto } from '../../../photos/add-photos';
import { dedupeKey, isDuplicate } from '../../../photos/intake';
import { confirm } from './photo-intake-confirm';
import {
  clearBatch,
  forget,
  type IntakeContext,
  type IntakeDeps,
  type IntakeState,
  release,
} from './photo-intake-context';

export type { IntakeDeps, IntakeState } from './photo-intake-context';

/** The header, dedupe and prepare steps of one file, in the image worker (the whole file at once). */
async function prepareOne(ctx: IntakeContext, item: PickedPhoto, file: File, batch: number) {
  if (batch !== ctx.generation) return;
  const result = await ctx.deps
    .prepare(file)
    .catch(() => ({ ok: false as const, reason: 'corrupt' as const }));
  // The design's keys are asked for after each file: photos may have joined it meanwhile.
  const known = result.ok ? await ctx.deps.knownKeys().catch(() => new Set<string>()) : new Set<string>();
  if (batch !== ctx.generation) return;
  if (!result.ok) {
    Object.assign(item, { state: 'rejected', reason: result.reason });
    forget(ctx, item.key);
  } else {
    const key = dedupeKey(result.image);
    const earlier = ctx.state.items.filter((i) => i.key !== item.key);
    ctx.prepared.set(item.key, { file, image: result.image });
    Object.assign(item, { state: isDuplicate(key, known, earlier) ? 'duplicate' : 'ready', contentKey: key });
  }
  ctx.onChecked?.();
}

function list(ctx: IntakeContext, files: readonly { id: string; file: File }[]) {
  const batch = ctx.generation;
  for (const { id, file } of files) {
    ctx.state.items.push({ key: id, name: file.name, state: 'preparing', reason: null, contentKey: null });
    const item = ctx.state.items.at(-1) as PickedPhoto;
    ctx.chain = ctx.chain.then(() => prepareOne(ctx, item, file, batch)).catch(() => {});
  }
}

/** The pick and store steps: lists picked files at once, keeps each on the device, prepares them in turn. */
function pick(ctx: IntakeContext, files: readonly File[]) {
  const picked = ctx.deps.pickEntries(files);
  for (const entry of picked) {
    const write = ctx.deps.keepPicked(entry).catch((err: unknown) => {
      // The photo's own write keeps the file if it is added after all.
      console.warn('keeping a picked photo failed', err);
    });
    ctx.kept.set(entry.id, write);
  }
  list(ctx, picked);
}

/**
 * Photos added from the editor, through the photo intake's steps (src/photos/intake) with the
 * editor's policy: each picked file is kept in the photo library the moment it is picked (as the
 * uploader's are, so leaving the page loses none: `resume` lists them again), then checked and
 * prepared in the image worker one after another (phones have few cores); refused ones wait with
 * their reason, duplicates of the open design's photos (by the one dedupe key) for the user's
 * choice. Confirming hands the work to the progress store (photo-intake-confirm.ts).
 */
export function createPhotoIntake(deps: IntakeDeps) {
  const ctx: IntakeContext = {
    deps,
    state: proxy<IntakeState>({ items: [] }),
    prepared: new Map(),
    kept: new Map(),
    chain: Promise.resolve(),
    generation: 0,
    onChecked: null,
  };
  const { state } = ctx;
  return {
    state,
    pick: (files: readonly File[]) => pick(ctx, files),
    /** Lists again the files picked before the page went away (already kept on the device). */
    resume(files: readonly { id: string; file: File }[]) {
      const known = new Set(state.items.map((i) => i.key));
      list(
        ctx,
        files.filter((f) => !known.has(f.id)),
      );
    },
    skipDuplicates() {
      for (const i of state.items)
        if (i.state === 'duplicate') {
          ctx.prepared.delete(i.key);
          forget(ctx, i.key);
        }
      state.items = state.items.filter((i) => i.state !== 'duplicate');
    },
    keepDuplicates() {
      for (const i of state.items) if (i.state === 'duplicate') i.state = 'ready';
    },
    clear: () => clearBatch(ctx),
    release: () => release(ctx),
    /**
     * Adds the batch: answers false (and does nothing) when there is nothing to add or other work
     * is still running. The returned promise settles once the photos are in the document.
     */
    confirm: () => confirm(ctx),
  };
}
export type PhotoIntake = ReturnType<typeof createPhotoIntake>;
