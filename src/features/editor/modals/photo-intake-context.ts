import type { ProcessedImage } from '../../../../workers/image-client';
import type { PickedPhoto } from '../../../photos/add-photos';
import { forgetAfter } from '../../../photos/intake';
import type { PickedFile } from '../../../photos/library';
import type { Prepared } from '../../../photos/prepare';
import type { LocalPhoto } from '../../../photos/types';
import type { QueueState } from '../../../photos/upload-queue';
import type { ProgressStore } from '../state/progress';

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

/** Forgets a picked file once its write is done (a forget running first would leave it behind). */
export function forget(ctx: IntakeContext, key: string) {
  const write = ctx.kept.get(key);
  ctx.kept.delete(key);
  forgetAfter(write, () => ctx.deps.forgetPicked(key));
}

/** Drops the batch from memory (and any preparing still queued for it); the device keeps it. */
export function release(ctx: IntakeContext) {
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
