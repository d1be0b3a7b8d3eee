import type { PickedFile } from '../library';

/**
 * Picked files as entries of the photo library, under the draft (or design) they are for. They
 * are a millisecond apart, so a reload lists them in the order picked.
 */
export function pickEntries(
  files: readonly File[],
  draftId: string,
  now: number,
  newId: () => string = () => crypto.randomUUID(),
): PickedFile[] {
  return files.map((file, i) => ({ id: newId(), draftId, addedAt: now + i, file }));
}

/** Marks the moment photos were picked, the start of the intake's figures (bench/intake.ts). */
export function markPicked(): void {
  if (typeof performance === 'undefined') return;
  if (performance.getEntriesByName('bindery:photos-picked').length === 0)
    performance.mark('bindery:photos-picked');
}
