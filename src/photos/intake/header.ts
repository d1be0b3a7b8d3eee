import type { InspectedImage, InspectResult } from '../../../workers/image-client';
import type { RejectReason } from '../../../workers/image-limits';

/** What the header told of a photo (kept in its record). */
export type HeaderFacts = Omit<InspectedImage, 'exifThumbnail'>;

/** A read header: its facts and the camera's preview (shown, never stored), or why it is refused. */
export type HeaderOutcome =
  | { ok: true; facts: HeaderFacts; preview: Blob | null }
  | { ok: false; reason: RejectReason };

/** Splits what the workers read into the record's facts and the preview kept only in memory. */
export function readHeader(result: InspectResult): HeaderOutcome {
  if (!result.ok) return { ok: false, reason: result.reason };
  const { exifThumbnail, ...facts } = result.image;
  return { ok: true, facts, preview: exifThumbnail };
}

/** Marks the first header read (bench/intake.ts's profile splits the wait for the first spread there). */
export function markFirstHeader(): void {
  if (typeof performance === 'undefined') return;
  if (performance.getEntriesByName('bindery:first-header').length === 0)
    performance.mark('bindery:first-header');
}
