import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { evictable } from './eviction';
import { type Draft, draftSchema, type LocalPhoto, localPhotoSchema, type RenditionSize } from './types';

/**
 * Where a photo stands in the library. `picked`: its file is kept, its header not read yet;
 * `prepared`: it is in the book, not sent; `uploading`: the server has (or is making) its upload;
 * `uploaded`: the server holds it; `refused`: the server turned it down or it left the queue.
 */
export type LibraryState = 'picked' | 'prepared' | 'uploading' | 'uploaded' | 'refused';

/** One photo of the library: what every index reads, and the photo's record once its header is read. */
export interface LibraryRecord {
  id: string;
  state: LibraryState;
  /** The designs (drafts, prints) the photo belongs to: the `by-design` index (multi-entry). */
  designs: string[];
  name: string;
  mime: string;
  lastModified: number;
  addedAt: number;
  /** When the photo last changed state, i.e. when its original was last needed. */
  lastUsedAt: number;
  /** Absent until the header is read, so unread photos stay out of the `by-hash` index. */
  sha256?: string;
  /**
   * Present only while the original may be dropped (uploaded, ready on the server, still kept):
   * the `by-eviction` index then holds exactly the candidates, oldest use first.
   */
  evictableAt?: number;
  photo: LocalPhoto | null;
}

export interface LibrarySchema extends DBSchema {
  photos: {
    key: string;
    value: LibraryRecord;
    indexes: { 'by-design': string; 'by-hash': string; 'by-state': LibraryState; 'by-eviction': number };
  };
  /** The picked file itself (a File keeps its name), keyed by photo id. */
  originals: { key: string; value: Blob };
  renditions: { key: [string, RenditionSize]; value: Blob };
  drafts: { key: string; value: Draft };
  meta: { key: string; value: string };
}

export type LibraryDb = IDBPDatabase<LibrarySchema>;

export const LIBRARY_VERSION = 1;
const MIGRATION_KEY = 'keyval-migration';

export function libraryName(prefix: string): string {
  return `${prefix}-library`;
}

/** The idb-keyval databases of releases before the library, each with its one object store. */
export function keyvalNames(prefix: string) {
  return {
    records: { db: `${prefix}-photos`, store: 'records' },
    originals: { db: `${prefix}-photo-originals`, store: 'blobs' },
    renditions: { db: `${prefix}-photo-renditions`, store: 'blobs' },
    drafts: { db: `${prefix}-drafts`, store: 'drafts' },
    picked: { db: `${prefix}-photo-picked`, store: 'files' },
  } as const;
}

export function stateOf(photo: LocalPhoto | null): LibraryState {
  if (!photo) return 'picked';
  const { status, serverStatus, url } = photo.upload;
  if (status === 'skipped' || serverStatus === 'failed') return 'refused';
  if (status === 'done') return 'uploaded';
  if (status === 'waiting' && url === null) return 'prepared';
  return 'uploading';
}

/** The library's record of a photo, keeping what an earlier record knew (designs, when picked). */
export function recordOf(photo: LocalPhoto, previous?: LibraryRecord, now = Date.now()): LibraryRecord {
  const state = stateOf(photo);
  const designs = previous?.designs.includes(photo.draftId)
    ? previous.designs
    : [...(previous?.designs ?? []), photo.draftId];
  const lastUsedAt = previous && previous.state === state ? previous.lastUsedAt : now;
  const record: LibraryRecord = {
    id: photo.id,
    state,
    designs,
    name: photo.name,
    mime: photo.mime,
    lastModified: photo.lastModified,
    addedAt: previous?.addedAt ?? photo.addedAt,
    lastUsedAt,
    photo,
  };
  if (photo.sha256) record.sha256 = photo.sha256;
  if (evictable(photo)) record.evictableAt = lastUsedAt;
  return record;
}

/** A picked file's record, before its header is read. */
export function pickedRecord(entry: {
  id: string;
  draftId: string;
  addedAt: number;
  file: Blob;
}): LibraryRecord {
  const file = entry.file as Partial<File> & Blob;
  return {
    id: entry.id,
    state: 'picked',
    designs: [entry.draftId],
    name: file.name ?? 'photo',
    mime: file.type,
    lastModified: file.lastModified ?? entry.addedAt,
    addedAt: entry.addedAt,
    lastUsedAt: entry.addedAt,
    photo: null,
  };
}

/**
 * Opens the library: one versioned database whose indexes answer every question the intakes ask
 * (a design's photos, a content hash, the uploads to resume, the originals to drop) without
 * reading every record. Version 1 takes over what the idb-keyval stores of earlier releases hold.
 */
export async function openLibrary(prefix: string, onClosed: () => void = () => {}): Promise<LibraryDb> {
  let db: LibraryDb | null = null;
  db = await openDB<LibrarySchema>(libraryName(prefix), LIBRARY_VERSION, {
    upgrade(database, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) {
        const photos = database.createObjectStore('photos', { keyPath: 'id' });
        photos.createIndex('by-design', 'designs', { multiEntry: true });
        photos.createIndex('by-hash', 'sha256');
        photos.createIndex('by-state', 'state');
        photos.createIndex('by-eviction', 'evictableAt');
        database.createObjectStore('originals');
        database.createObjectStore('renditions');
        database.createObjectStore('drafts', { keyPath: 'productCode' });
        database.createObjectStore('meta');
        // The copy itself cannot run here: the upgrade transaction ends as soon as it waits on
        // another database. The flag makes it run right after, before the library answers anything.
        void tx.objectStore('meta').put('pending', MIGRATION_KEY);
      }
    },
    blocking() {
      // A newer release opened in another tab waits for this connection to go.
      db?.close();
      onClosed();
    },
    terminated: onClosed,
  });
  if ((await db.get('meta', MIGRATION_KEY)) === 'pending') await migrateFromKeyval(db, prefix);
  return db;
}

/** Opens an existing database holding `store`, or answers null without creating one. */
function openExisting(name: string, store: string): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(name);
    } catch {
      resolve(null);
      return;
    }
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = (event) => {
      event.preventDefault();
      resolve(null);
    };
    request.onsuccess = () => {
      const db = request.result;
      if (db.objectStoreNames.contains(store)) resolve(db);
      else {
        db.close();
        resolve(null);
      }
    };
  });
}

function readAll(db: IDBDatabase, store: string): Promise<{ key: IDBValidKey; value: unknown }[]> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(store, 'readonly');
    const keys = tx.objectStore(store).getAllKeys();
    const values = tx.objectStore(store).getAll();
    tx.oncomplete = () =>
      resolve((keys.result ?? []).map((key, i) => ({ key, value: (values.result ?? [])[i] })));
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

async function readKeyval(name: string, store: string) {
  const db = await openExisting(name, store);
  if (!db) return { found: false, entries: [] as { key: IDBValidKey; value: unknown }[] };
  try {
    return { found: true, entries: await readAll(db, store) };
  } finally {
    db.close();
  }
}

/**
 * Copies what the idb-keyval stores hold into the library, so a customer who upgrades halfway
 * through a book loses nothing: records, originals, renditions, drafts and files picked but not
 * read yet. Only what the library lacks is written (another tab may have copied it already and
 * moved on), in one transaction; the old databases are deleted once that is committed. `removed`
 * settles when they are gone: a tab of the earlier release still open holds them until it closes.
 */
export async function migrateFromKeyval(db: LibraryDb, prefix: string): Promise<{ removed: Promise<void> }> {
  const names = keyvalNames(prefix);
  const [records, originals, renditions, drafts, picked] = await Promise.all([
    readKeyval(names.records.db, names.records.store),
    readKeyval(names.originals.db, names.originals.store),
    readKeyval(names.renditions.db, names.renditions.store),
    readKeyval(names.drafts.db, names.drafts.store),
    readKeyval(names.picked.db, names.picked.store),
  ]);
  const originalOf = new Map(
    originals.entries.filter((e) => e.value instanceof Blob).map((e) => [String(e.key), e.value as Blob]),
  );

  const tx = db.transaction(['photos', 'originals', 'renditions', 'drafts', 'meta'], 'readwrite');
  const photos = tx.objectStore('photos');
  const kept = new Set<string>();
  for (const { value } of records.entries) {
    const parsed = localPhotoSchema.safeParse(value);
    if (!parsed.success) continue;
    const photo: LocalPhoto = parsed.data;
    kept.add(photo.id);
    if (await photos.getKey(photo.id)) continue;
    await photos.put(recordOf(photo, undefined, photo.addedAt));
    const original = originalOf.get(photo.id);
    if (original && !(await tx.objectStore('originals').getKey(photo.id)))
      await tx.objectStore('originals').put(original, photo.id);
  }
  for (const { value } of picked.entries) {
    const entry = value as { id?: unknown; draftId?: unknown; addedAt?: unknown; file?: unknown };
    if (typeof entry?.id !== 'string' || typeof entry.draftId !== 'string' || !(entry.file instanceof Blob))
      continue;
    if (kept.has(entry.id) || (await photos.getKey(entry.id))) continue;
    const addedAt = typeof entry.addedAt === 'number' ? entry.addedAt : Date.now();
    await tx.objectStore('originals').put(entry.file, entry.id);
    await photos.put(pickedRecord({ id: entry.id, draftId: entry.draftId, addedAt, file: entry.file }));
  }
  for (const { key, value } of renditions.entries) {
    const match = /^(.+):(screen|thumb)$/.exec(String(key));
    if (!match?.[1] || !(value instanceof Blob) || !kept.has(match[1])) continue;
    const renditionKey: [string, RenditionSize] = [match[1], match[2] as RenditionSize];
    if (!(await tx.objectStore('renditions').getKey(renditionKey)))
      await tx.objectStore('renditions').put(value, renditionKey);
  }
  for (const { value } of drafts.entries) {
    const parsed = draftSchema.safeParse(value);
    if (parsed.success && !(await tx.objectStore('drafts').getKey(parsed.data.productCode)))
      await tx.objectStore('drafts').put(parsed.data);
  }
  await tx.objectStore('meta').put('done', MIGRATION_KEY);
  await tx.done;

  const found: string[] = [];
  const read = [records, originals, renditions, drafts, picked];
  for (const [i, { db: name }] of Object.values(names).entries()) if (read[i]?.found) found.push(name);
  return { removed: Promise.all(found.map((name) => deleteDatabase(name))).then(() => {}) };
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
}
