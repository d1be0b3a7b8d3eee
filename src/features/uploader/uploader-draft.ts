import { dropExifPreview } from '../../photos/exif-previews';
import {
  keepInChunks,
  type Later,
  markKept,
  markPicked,
  pickEntries,
  settleLater,
} from '../../photos/intake';
import { photoCache, uploadQueue } from '../../photos/photos';
import { accept, ensureSession, makeRenditions, queue, type UploaderContext } from './uploader-intake';

/** Opens this product's unfinished draft (photos picked before a reload) or starts a new one. */
export function open(ctx: UploaderContext): Promise<void> {
  ctx.opened ??= openDraft(ctx);
  return ctx.opened;
}

async function openDraft(ctx: UploaderContext) {
  const { state, productCode } = ctx;
  const existing = await photoCache.draft(productCode);
  const draft =
    existing && existing.printId === null
      ? existing
      : { id: crypto.randomUUID(), productCode, createdAt: Date.now(), printId: null };
  if (draft !== existing) await photoCache.saveDraft(draft);
  const photos = await photoCache.list(draft.id);
  // The draft shows as open only now: files picked while its photos were being listed were
  // added to the list and then overwritten by it (the grid stayed empty); they wait for open().
  state.draft = draft;
  state.photos = photos;
  for (const p of photos) if (p.fingerprint) ctx.keys.add(p.fingerprint);
  state.items = photos.map((p) => ({
    key: p.id,
    name: p.name,
    state: p.renditions.length === 2 ? 'ready' : 'preparing',
    reason: null,
    photoId: p.id,
    preview: 0,
  }));
  if (ctx.hasSession()) await uploadQueue().restore(photos);
  // Renditions a reload cut short are made now, from the kept original.
  for (const photo of photos) {
    if (photo.renditions.length === 2) continue;
    const item = state.items.find((i) => i.key === photo.id);
    void photoCache.original(photo.id).then((original) => {
      if (item && original) makeRenditions(ctx, item, photo, original, Promise.resolve());
    });
  }
  // Files picked but not yet read when the page went away are read now.
  for (const picked of await photoCache.listPicked(draft.id)) queue(ctx, picked.id, picked.file);
}

/** The pick and store steps: every header is asked for at once, then the files are kept in chunks. */
export function add(ctx: UploaderContext, picked: readonly File[]): void {
  const draft = ctx.state.draft;
  if (picked.length === 0) return;
  markPicked();
  if (!draft) {
    // Picked before this product's draft was open (a slow device): add them once it is.
    open(ctx).then(
      () => add(ctx, picked),
      (err: unknown) => console.warn('the photo cache could not be opened', err),
    );
    return;
  }
  void ensureSession(ctx);
  const entries = pickEntries(picked, draft.id, Date.now());
  const kept = entries.map(() => settleLater());
  for (const [i, entry] of entries.entries()) queue(ctx, entry.id, entry.file, (kept[i] as Later).promise);
  keepInChunks(entries, kept, (chunk) => photoCache.addPickedMany(chunk));
  markKept(kept);
}

export function skipDuplicates(ctx: UploaderContext): void {
  for (const key of ctx.held.keys()) {
    dropExifPreview(key);
    void photoCache.removePicked(key);
  }
  ctx.held.clear();
  ctx.state.items = ctx.state.items.filter((i) => i.state !== 'duplicate');
}

export function keepDuplicates(ctx: UploaderContext): void {
  for (const item of ctx.state.items.filter((i) => i.state === 'duplicate')) {
    const entry = ctx.held.get(item.key);
    ctx.held.delete(item.key);
    if (entry) accept(ctx, item, entry.file, entry.image, entry.kept);
  }
}
