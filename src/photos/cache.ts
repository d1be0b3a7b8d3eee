import { createStore, del, delMany, get, set, setMany, type UseStore, values } from 'idb-keyval';
import { planEviction, type StorageEstimateLike, spaceShort } from './eviction';
import { type Draft, draftSchema, type LocalPhoto, localPhotoSchema, type RenditionSize } from './types';

/**
 * The on-device photo cache in IndexedDB: originals, renditions and what we know about each photo,
 * so a book can be laid out and edited before uploads finish and uploads survive a reload or a
 * crashed tab. One database per store (idb-keyval opens each with a single object store).
 */
export interface PhotoCache {
  /** Saves a picked photo: blobs first, then the record, so a record never points at missing bytes. */
  add(photo: LocalPhoto, original: Blob, renditions: Record<RenditionSize, Blob>): Promise<void>;
  /** Saves a photo known from its header: the original, then the record; renditions come later. */
  addOriginal(photo: LocalPhoto, original: Blob): Promise<void>;
  /** Keeps a rendition made after the photo was saved and notes it in the record. */
  putRendition(id: string, size: RenditionSize, blob: Blob): Promise<LocalPhoto | undefined>;
  get(id: string): Promise<LocalPhoto | undefined>;
  list(draftId?: string): Promise<LocalPhoto[]>;
  update(id: string, change: (photo: LocalPhoto) => LocalPhoto): Promise<LocalPhoto | undefined>;
  remove(id: string): Promise<void>;
  original(id: string): Promise<Blob | undefined>;
  rendition(id: string, size: RenditionSize): Promise<Blob | undefined>;
  /** Drops uploaded originals (oldest first) until `needed` bytes fit; answers the ids dropped. */
  makeRoom(needed: number): Promise<string[]>;
  draft(productCode: string): Promise<Draft | undefined>;
  saveDraft(draft: Draft): Promise<void>;
  /** A picked file kept the moment it is picked, before it is checked, so a reload cannot lose it. */
  addPicked(picked: PickedFile): Promise<void>;
  listPicked(draftId: string): Promise<PickedFile[]>;
  removePicked(id: string): Promise<void>;
}

/** A picked file not yet checked and prepared. */
export interface PickedFile {
  id: string;
  draftId: string;
  addedAt: number;
  file: File;
}

export interface CacheOptions {
  prefix?: string;
  estimate?: () => Promise<StorageEstimateLike>;
}

const browserEstimate = async (): Promise<StorageEstimateLike> =>
  typeof navigator !== 'undefined' && navigator.storage?.estimate ? navigator.storage.estimate() : {};

export function createPhotoCache(options: CacheOptions = {}): PhotoCache {
  const prefix = options.prefix ?? 'bindery';
  const estimate = options.estimate ?? browserEstimate;
  const records: UseStore = createStore(`${prefix}-photos`, 'records');
  const originals: UseStore = createStore(`${prefix}-photo-originals`, 'blobs');
  const renditions: UseStore = createStore(`${prefix}-photo-renditions`, 'blobs');
  const drafts: UseStore = createStore(`${prefix}-drafts`, 'drafts');
  const picked: UseStore = createStore(`${prefix}-photo-picked`, 'files');

  const updating = new Map<string, Promise<void>>();

  const parse = (value: unknown): LocalPhoto | undefined => {
    const parsed = localPhotoSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };

  const cache: PhotoCache = {
    async add(photo, original, blobs) {
      const record = localPhotoSchema.parse(photo);
      await cache.makeRoom(original.size + blobs.screen.size + blobs.thumb.size);
      await set(record.id, original, originals);
      await setMany(
        [
          [`${record.id}:screen`, blobs.screen],
          [`${record.id}:thumb`, blobs.thumb],
        ],
        renditions,
      );
      await set(record.id, record, records);
    },
    async addOriginal(photo, original) {
      const record = localPhotoSchema.parse(photo);
      await cache.makeRoom(original.size);
      await set(record.id, original, originals);
      await set(record.id, record, records);
    },
    async putRendition(id, size, blob) {
      await set(`${id}:${size}`, blob, renditions);
      return cache.update(id, (p) =>
        p.renditions.includes(size) ? p : { ...p, renditions: [...p.renditions, size] },
      );
    },
    async get(id) {
      return parse(await get(id, records));
    },
    async list(draftId) {
      const all = (await values(records)).map(parse).filter((p): p is LocalPhoto => p !== undefined);
      return all
        .filter((p) => draftId === undefined || p.draftId === draftId)
        .sort((a, b) => a.addedAt - b.addedAt);
    },
    update(id, change) {
      // One change at a time per photo: the upload queue and the renditions both change records,
      // and two read-then-write changes at once would lose one of them.
      const run = (updating.get(id) ?? Promise.resolve()).then(async () => {
        const current = await cache.get(id);
        if (!current) return undefined;
        const next = localPhotoSchema.parse(change(current));
        await set(id, next, records);
        return next;
      });
      const settled = run.then(
        () => {},
        () => {},
      );
      updating.set(id, settled);
      void settled.then(() => {
        if (updating.get(id) === settled) updating.delete(id);
      });
      return run;
    },
    async remove(id) {
      await del(id, records);
      await del(id, originals);
      await delMany([`${id}:screen`, `${id}:thumb`], renditions);
    },
    original: (id) => get<Blob>(id, originals),
    rendition: (id, size) => get<Blob>(`${id}:${size}`, renditions),
    async makeRoom(needed) {
      const room = await estimate();
      // Reading every record is only worth it when space is short (it mostly is not).
      if (!spaceShort(room, needed)) return [];
      const ids = planEviction(await cache.list(), room, needed);
      for (const id of ids) {
        await del(id, originals);
        await cache.update(id, (p) => ({ ...p, originalEvicted: true }));
      }
      return ids;
    },
    async draft(productCode) {
      const parsed = draftSchema.safeParse(await get(productCode, drafts));
      return parsed.success ? parsed.data : undefined;
    },
    async saveDraft(draft) {
      await set(draft.productCode, draftSchema.parse(draft), drafts);
    },
    async addPicked(entry) {
      await set(entry.id, entry, picked);
    },
    async listPicked(draftId) {
      const all = (await values<PickedFile>(picked)).filter(
        (p) => p && p.draftId === draftId && p.file instanceof Blob,
      );
      return all.sort((a, b) => a.addedAt - b.addedAt);
    },
    async removePicked(id) {
      await del(id, picked);
    },
  };
  return cache;
}
