/**
 * The one key both intakes tell a duplicate by: the header's fingerprint (the SHA-256 of the
 * size, the first and the last 64 KB, see workers/image-core.ts). It is known the moment the
 * header is read, before any decoding, so the uploader can offer a duplicate while the photo is
 * still being picked; the whole file's SHA-256 is made last (hashing 4 MB per photo at pick time is
 * too slow on a phone), so a photo the uploader had just added had no hash yet and the editor's
 * check by hash missed it.
 */
export const dedupeKey = (image: { fingerprint: string }): string => image.fingerprint;

/** Where a picked file stands, as far as duplicates go. */
export interface KeyedPick {
  state: string;
  /** The dedupe key once the header is read. */
  contentKey: string | null;
}

/**
 * A picked file is a duplicate when the set (the draft or the open design) already holds the same
 * key, or a file picked earlier in this batch does (ready, or itself offered as a duplicate).
 */
export function isDuplicate(key: string, known: ReadonlySet<string>, earlier: readonly KeyedPick[]): boolean {
  return (
    known.has(key) ||
    earlier.some((p) => (p.state === 'ready' || p.state === 'duplicate') && p.contentKey === key)
  );
}

/**
 * The keys of the photos in a set whose ids are listed (the photos of the open design). Records
 * kept before fingerprints were made have none, and are left out.
 */
export function keysOf(
  photos: readonly { id: string; fingerprint?: string | undefined }[],
  ids?: ReadonlySet<string>,
): Set<string> {
  const keys = new Set<string>();
  for (const p of photos) if (p.fingerprint && (!ids || ids.has(p.id))) keys.add(p.fingerprint);
  return keys;
}
