import { planEvictionInOrder, type StorageEstimateLike, spaceShort } from './eviction';
import {
  type LibraryDb,
  type LibraryRecord,
  type LibraryState,
  openLibrary,
  pickedRecord,
  recordOf,
} from './library-db';
import { type Draft, draftSchema, type LocalPhoto, localPhotoSchema, type RenditionSize } from './types';

/**
 * The one photo library on the device, for the uploader and the editor's "add photos" alike.
 *
 * Before it, the two intakes gave different guarantees:
 * - The uploader kept each picked file in IndexedDB the moment it was picked (an idb-keyval
 *   "picked" store), read its header, then wrote the photo's record and original (renditions
 *   later, remade from the original after a reload); its upload started once the record was saved
 *   and remembered its tus URL, so a reload resumed it. Files picked but not read came back.
 * - The editor's "add photos" held picked files in the tab's memory only, preparing them one by
 *   one; nothing reached the device until the customer confirmed, so leaving the page or a reload
 *   before that lost every pick (confirmed photos were written with both renditions, then added
 *   to the document, then uploaded with the print id).
 * - Both lived in five idb-keyval databases of one store each: listing a design's photos, the
 *   uploads to resume on return and the originals to drop when space ran short each read every
 *   record on the device.
 *
 * Now both intakes keep what was picked the moment it is picked (`addPicked`: the file and a
 * `picked` record in one transaction), the photo's record joins it once the header is read (the
 * bytes are not written twice), and every question is answered from an index of one versioned
 * database (library-db.ts): a design's photos (`by-design`), a content hash (`by-hash`), the
 * uploads to resume (`by-state`), the originals to drop (`by-eviction`, oldest use first).
 */
export interface PhotoLibrary {
  /** Saves a prepared photo: original, renditions and record in one transaction. */
  add(photo: LocalPhoto, original: Blob, renditions: Record<RenditionSize, Blob>): Promise<void>;
  /** Saves a photo known from its header: the original (unless kept when picked) and the record. */
  addOriginal(photo: LocalPhoto, original: Blob): Promise<void>;
  /** Keeps a rendition made after the photo was saved and notes it in the record. */
  putRendition(id: string, size: RenditionSize, blob: Blob): Promise<LocalPhoto | undefined>;
  get(id: string): Promise<LocalPhoto | undefined>;
  /** The photos of one design (from its index), or of every design, in the order picked. */
  list(draftId?: string): Promise<LocalPhoto[]>;
  /** The photos whose upload is not finished (from the state index), in the order picked. */
  pending(): Promise<LocalPhoto[]>;
  /** The photos with this content (from the hash index), optionally of one design only. */
  withHash(sha256: string, draftId?: string): Promise<LocalPhoto[]>;
  /** Reads, changes and writes a record in one transaction, so concurrent changes never lose one. */
  update(id: string, change: (photo: LocalPhoto) => LocalPhoto): Promise<LocalPhoto | undefined>;
  remove(id: string): Promise<void>;
  original(id: string): Promise<Blob | undefined>;
  rendition(id: string, size: RenditionSize): Promise<Blob | undefined>;
  /** Drops uploaded originals (least recently used first) until `needed` bytes fit; answers their ids. */
  makeRoom(needed: number): Promise<string[]>;
  draft(productCode: string): Promise<Draft | undefined>;
  saveDraft(draft: Draft): Promise<void>;
  /** A picked file kept the moment it is picked, before it is checked, so a reload cannot lose it. */
  addPicked(picked: PickedFile): Promise<void>;
  /**
   * Keeps several picked files: room is made once for all of them (one storage estimate, not one
   * per file), and all are kept in one transaction (a transaction each queued behind the intake's
   * other writes: 100 photos were all kept only 22 s after the pick, at 4x throttling). Answers one
   * promise per file, in order; they settle together, and a failed write fails them all.
   */
  addPickedMany(picked: readonly PickedFile[]): Promise<void>[];
  /** The files picked for a design and not read yet. */
  listPicked(draftId: string): Promise<PickedFile[]>;
  /**
   * Picked files of drafts that became prints: a reload in the editor before their records were
   * written left them so, and no uploader opens a printed draft again (finish-picked.ts).
   */
  printedPicked(): Promise<{ picked: PickedFile; printId: string }[]>;
  /** Forgets a picked file that did not become a photo (refused, a skipped duplicate, dropped). */
  removePicked(id: string): Promise<void>;
}

/** A picked file not yet checked and prepared. */
export interface PickedFile {
  id: string;
  draftId: string;
  addedAt: number;
  file: File;
}

export interface LibraryOptions {
  /** Names the database (`<prefix>-library`); tests use their own. */
  prefix?: string;
  estimate?: () => Promise<StorageEstimateLike>;
}

const browserEstimate = async (): Promise<StorageEstimateLike> =>
  typeof navigator !== 'undefined' && navigator.storage?.estimate ? navigator.storage.estimate() : {};

/** States whose upload still has to run (or go on) on this device. */
const UNFINISHED: readonly LibraryState[] = ['prepared', 'uploading'];

const connections = new Map<string, Promise<LibraryDb>>();

/** One connection per database for the page, opened (and migrated) on first use. */
function connect(prefix: string): Promise<LibraryDb> {
  let open = connections.get(prefix);
  if (!open) {
    // Closed for a newer release in another tab, or by the browser: the next use opens anew.
    open = openLibrary(prefix, () => connections.delete(prefix));
    open.catch(() => connections.delete(prefix));
    connections.set(prefix, open);
  }
  return open;
}

function photoOf(record: LibraryRecord | undefined): LocalPhoto | undefined {
  if (!record?.photo) return undefined;
  const parsed = localPhotoSchema.safeParse(record.photo);
  return parsed.success ? parsed.data : undefined;
}

const photosOf = (records: readonly LibraryRecord[]) =>
  records
    .map(photoOf)
    .filter((p): p is LocalPhoto => p !== undefined)
    .sort((a, b) => a.addedAt - b.addedAt);

const renditionRange = (id: string) => IDBKeyRange.bound([id], [id, []]);

/** Whether this device holds uploads to resume (one index count; the library opens if need be). */
export async function hasPendingUploads(options: LibraryOptions = {}): Promise<boolean> {
  const db = await connect(options.prefix ?? 'bindery');
  for (const state of UNFINISHED) if ((await db.countFromIndex('photos', 'by-state', state)) > 0) return true;
  // Files picked for a draft that became a print are finished with the uploads (finish-picked.ts).
  return (await pickedOfPrints(db)).length > 0;
}

/**
 * The records still picked for drafts that became prints, with the draft's and the print's ids.
 * Read from the picked records (a pick's, usually none), not from every printed draft's photos.
 */
async function pickedOfPrints(
  database: LibraryDb,
): Promise<{ record: LibraryRecord; draftId: string; printId: string }[]> {
  const picked = await database.getAllFromIndex('photos', 'by-state', 'picked');
  if (picked.length === 0) return [];
  const printOf = new Map<string, string>();
  for (const value of await database.getAll('drafts')) {
    const draft = draftSchema.safeParse(value);
    if (draft.success && draft.data.printId !== null) printOf.set(draft.data.id, draft.data.printId);
  }
  const out: { record: LibraryRecord; draftId: string; printId: string }[] = [];
  for (const record of picked) {
    const draftId = record.designs.find((d) => printOf.has(d));
    if (draftId) out.push({ record, draftId, printId: printOf.get(draftId)! });
  }
  return out;
}

/** A picked record's file, from the originals it was kept in; none if it is gone. */
async function pickedFileOf(
  database: LibraryDb,
  record: LibraryRecord,
  draftId: string,
): Promise<PickedFile | undefined> {
  const blob = await database.get('originals', record.id);
  if (!(blob instanceof Blob)) return undefined;
  const file =
    blob instanceof File
      ? blob
      : new File([blob], record.name, { type: record.mime, lastModified: record.lastModified });
  return { id: record.id, draftId, addedAt: record.addedAt, file };
}

/** Drops uploaded originals, least recently used first, until `needed` bytes fit; answers their ids. */
async function makeRoomIn(database: LibraryDb, room: StorageEstimateLike, needed: number): Promise<string[]> {
  if (!spaceShort(room, needed)) return [];
  const tx = database.transaction(['photos', 'originals'], 'readwrite');
  const photos = tx.objectStore('photos');
  // The eviction index holds only droppable originals, least recently used first: the walk
  // stops as soon as enough is freed.
  const candidates: LocalPhoto[] = [];
  const plan = planEvictionInOrder(room, needed);
  let cursor = await photos.index('by-eviction').openCursor();
  while (cursor && !plan.enough()) {
    const photo = photoOf(cursor.value);
    if (photo) {
      plan.take(photo);
      candidates.push(photo);
    }
    cursor = await cursor.continue();
  }
  for (const photo of candidates) {
    await tx.objectStore('originals').delete(photo.id);
    const record = await photos.get(photo.id);
    await photos.put(recordOf({ ...photo, originalEvicted: true }, record));
  }
  await tx.done;
  return candidates.map((p) => p.id);
}

/** The picked files of the library: kept the moment they are picked, listed again after a reload. */
function pickedFiles(
  db: () => Promise<LibraryDb>,
  makeRoom: (needed: number) => Promise<string[]>,
): Pick<PhotoLibrary, 'addPickedMany' | 'listPicked' | 'printedPicked' | 'removePicked'> {
  return {
    addPickedMany(entries) {
      const room = makeRoom(entries.reduce((sum, e) => sum + e.file.size, 0));
      const kept = (async () => {
        await room;
        const tx = (await db()).transaction(['photos', 'originals'], 'readwrite');
        const photos = tx.objectStore('photos');
        const originals = tx.objectStore('originals');
        // Every request is made at once, in one transaction: each await between them, and each
        // transaction, waits its turn on a busy page's main thread behind the others on these stores.
        await Promise.all([
          ...entries.map(async (entry) => {
            // A photo whose header was read already is past picking: its record stays as it is.
            const existing = await photos.get(entry.id);
            if (existing && existing.state !== 'picked') return;
            await Promise.all([originals.put(entry.file, entry.id), photos.put(pickedRecord(entry))]);
          }),
          tx.done,
        ]);
      })();
      return entries.map(() => kept);
    },
    async listPicked(draftId) {
      const database = await db();
      const records = (await database.getAllFromIndex('photos', 'by-design', draftId)).filter(
        (r) => r.state === 'picked',
      );
      const out: PickedFile[] = [];
      for (const record of records.sort((a, b) => a.addedAt - b.addedAt)) {
        const file = await pickedFileOf(database, record, draftId);
        if (file) out.push(file);
      }
      return out;
    },
    async printedPicked() {
      const database = await db();
      const out: { picked: PickedFile; printId: string }[] = [];
      for (const { record, draftId, printId } of await pickedOfPrints(database)) {
        const picked = await pickedFileOf(database, record, draftId);
        if (picked) out.push({ picked, printId });
      }
      return out;
    },
    async removePicked(id) {
      const tx = (await db()).transaction(['photos', 'originals'], 'readwrite');
      // Once the header is read the record is the photo's: it and its original stay.
      if ((await tx.objectStore('photos').get(id))?.state === 'picked') {
        await tx.objectStore('photos').delete(id);
        await tx.objectStore('originals').delete(id);
      }
      await tx.done;
    },
  };
}

/** The questions the library answers from its indexes, and its blobs. */
function photoReads(
  db: () => Promise<LibraryDb>,
): Pick<PhotoLibrary, 'get' | 'list' | 'pending' | 'withHash' | 'original' | 'rendition'> {
  return {
    async get(id) {
      return photoOf(await (await db()).get('photos', id));
    },
    async list(draftId) {
      const database = await db();
      return photosOf(
        draftId === undefined
          ? await database.getAll('photos')
          : await database.getAllFromIndex('photos', 'by-design', draftId),
      );
    },
    async pending() {
      const database = await db();
      const records = await Promise.all(
        UNFINISHED.map((state) => database.getAllFromIndex('photos', 'by-state', state)),
      );
      return photosOf(records.flat());
    },
    async withHash(sha256, draftId) {
      const records = await (await db()).getAllFromIndex('photos', 'by-hash', sha256);
      return photosOf(records.filter((r) => draftId === undefined || r.designs.includes(draftId)));
    },
    async original(id) {
      return (await db()).get('originals', id);
    },
    async rendition(id, size) {
      return (await db()).get('renditions', [id, size]);
    },
  };
}

/** Changes to one photo's record (and its blobs), each in one transaction. */
function photoChanges(
  db: () => Promise<LibraryDb>,
): Pick<PhotoLibrary, 'putRendition' | 'update' | 'remove'> {
  return {
    async putRendition(id, size, blob) {
      const tx = (await db()).transaction(['photos', 'renditions'], 'readwrite');
      await tx.objectStore('renditions').put(blob, [id, size]);
      const record = await tx.objectStore('photos').get(id);
      const photo = photoOf(record);
      if (!photo || photo.renditions.includes(size)) {
        await tx.done;
        return photo;
      }
      const next = { ...photo, renditions: [...photo.renditions, size] };
      await tx.objectStore('photos').put(recordOf(next, record));
      await tx.done;
      return next;
    },
    async update(id, change) {
      const tx = (await db()).transaction('photos', 'readwrite');
      const record = await tx.store.get(id);
      const current = photoOf(record);
      if (!current) {
        await tx.done;
        return undefined;
      }
      // A change that throws (a malformed record) aborts the transaction: nothing is written.
      let next: LocalPhoto;
      try {
        next = localPhotoSchema.parse(change(current));
      } catch (err) {
        tx.abort();
        await tx.done.catch(() => {});
        throw err;
      }
      await tx.store.put(recordOf(next, record));
      await tx.done;
      return next;
    },
    async remove(id) {
      const tx = (await db()).transaction(['photos', 'originals', 'renditions'], 'readwrite');
      await tx.objectStore('photos').delete(id);
      await tx.objectStore('originals').delete(id);
      await tx.objectStore('renditions').delete(renditionRange(id));
      await tx.done;
    },
  };
}

export function createPhotoLibrary(options: LibraryOptions = {}): PhotoLibrary {
  const prefix = options.prefix ?? 'bindery';
  const estimate = options.estimate ?? browserEstimate;
  const db = () => connect(prefix);
  const makeRoom = async (needed: number) => makeRoomIn(await db(), await estimate(), needed);

  /** Writes the photo's record and original unless the original was kept when it was picked. */
  async function keep(photo: LocalPhoto, original: Blob, renditions?: Record<RenditionSize, Blob>) {
    const record = localPhotoSchema.parse(photo);
    const database = await db();
    const hasOriginal = (await database.getKey('originals', record.id)) !== undefined;
    const bytes =
      (hasOriginal ? 0 : original.size) + (renditions?.screen.size ?? 0) + (renditions?.thumb.size ?? 0);
    // Nothing new to hold (the original was kept when picked): no storage estimate to ask for.
    if (bytes > 0) await makeRoom(bytes);
    const tx = database.transaction(['photos', 'originals', 'renditions'], 'readwrite');
    const previous = await tx.objectStore('photos').get(record.id);
    if (!(await tx.objectStore('originals').getKey(record.id)))
      await tx.objectStore('originals').put(original, record.id);
    if (renditions) {
      await tx.objectStore('renditions').put(renditions.screen, [record.id, 'screen']);
      await tx.objectStore('renditions').put(renditions.thumb, [record.id, 'thumb']);
    }
    await tx.objectStore('photos').put(recordOf(record, previous));
    await tx.done;
  }

  const picked = pickedFiles(db, makeRoom);
  return {
    ...photoReads(db),
    ...photoChanges(db),
    ...picked,
    add: (photo, original, renditions) => keep(photo, original, renditions),
    addOriginal: (photo, original) => keep(photo, original),
    makeRoom,
    async draft(productCode) {
      const parsed = draftSchema.safeParse(await (await db()).get('drafts', productCode));
      return parsed.success ? parsed.data : undefined;
    },
    async saveDraft(draft) {
      await (await db()).put('drafts', draftSchema.parse(draft));
    },
    addPicked: (entry) => picked.addPickedMany([entry])[0] as Promise<void>,
  };
}
