import { proxy } from 'valtio';
import type { ProcessedImage } from '../../../../workers/image-client';
import type { PickedPhoto } from '../../../photos/add-photos';
import { dedupeKey, forgetAfter, isDuplicate } from '../../../photos/intake';
import type { PickedFile } from '../../../photos/library';
import type { Prepared } from '../../../photos/prepare';
import type { LocalPhoto } from '../../../photos/types';
import type { QueueState } from '../../../photos/upload-queue';
import type { ProgressStore } from '../state/progress';
import { confirm } from './photo-intake-confirm';

/** The effects the intake needs; the editor wires the real ones, tests their own. */
export interface IntakeDeps {
  /** Picks files for the open design: each gets its id and the design's draft (see pickEntries). */
  pickEntries(files: readonly File[]): PickedFile[];
  prepare(file: File): Promise<Prepared>;
  /** Keeps a picked file on the device the moment it is picked (the photo library). */
  keepPicked(picked: PickedFile): Promise<void>;
  /** Forgets a picked file that did not become a photo; a kept photo stays. */
  forgetPicked(id: string): Promise<void>;
  /** Keeps a prepared photo on the device and answers its record. */
  keep(file: File, image: ProcessedImage, id: string): Promise<LocalPhoto>;
  /** Forgets a kept photo again (the document refused it). */
  discard(id: string): Promise<void>;
  /** The dedupe keys of the open design's photos (see intake/dedupe.ts). */
  knownKeys(): Promise<ReadonlySet<string>>;
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

/** What one editor intake holds; the confirm step (photo-intake-confirm.ts) shares it. */
export interface IntakeContext {
  deps: IntakeDeps;
  state: IntakeState;
  prepared: Map<string, { file: File; image: ProcessedImage }>;
  /** Each picked file's write to the library; a photo's record may only follow it. */
  kept: Map<string, Promise<void>>;
  chain: Promise<void>;
  /** Bumps when the batch is dropped, so preparing still queued for it stops. */
  generation: number;
  onChecked: (() => void) | null;
}

/** The header, dedupe and prepare steps of one file, in the image worker (the whole file at once). */
async function prepareOne(ctx: IntakeContext, item: PickedPhoto, file: File, batch: number) {
  if (batch !== ctx.generation) return;
  const result = await ctx.deps
    .prepare(file)
    .catch(() => ({ ok: false as const, reason: 'corrupt' as const }));
  const known = result.ok ? await ctx.deps.knownKeys().catch(() => new Set<string>()) : null;
  if (batch !== ctx.generation) return;
  if (!result.ok || !known) {
    Object.assign(item, { state: 'rejected', reason: result.ok ? 'corrupt' : result.reason });
    forget(ctx, item.key);
  } else {
    const key = dedupeKey(result.image);
    const earlier = ctx.state.items.filter((i) => i.key !== item.key);
    ctx.prepared.set(item.key, { file, image: result.image });
    Object.assign(item, { state: isDuplicate(key, known, earlier) ? 'duplicate' : 'ready', contentKey: key });
  }
  ctx.onChecked?.();
}

/** Forgets a picked file once its write is done (a forget running first would leave it behind). */
function forget(ctx: IntakeContext, key: string) {
  const write = ctx.kept.get(key);
  ctx.kept.delete(key);
  forgetAfter(write, () => ctx.deps.forgetPicked(key));
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

/** Drops the batch from memory (and any preparing still queued for it); the device keeps it. */
function release(ctx: IntakeContext) {
  ctx.generation += 1;
  ctx.prepared.clear();
  ctx.kept.clear();
  ctx.state.items = [];
}

/** Drops the batch, forgetting the files that did not become photos. */
export function clearBatch(ctx: IntakeContext): void {
  for (const i of ctx.state.items) forget(ctx, i.key);
  release(ctx);
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
