import type { RejectReason } from '../../../workers/image-limits';
import type { Draft, LocalPhoto } from '../../photos/types';

/**
 * One picked file as the uploader shows it: `reading` until its header is read, `preparing`
 * while its renditions are made (it is in the book already), then `ready`.
 */
export interface PickedItem {
  key: string;
  name: string;
  state: 'reading' | 'preparing' | 'ready' | 'rejected' | 'duplicate';
  reason: RejectReason | null;
  photoId: string | null;
  /** Bumps when a better picture of the photo is there (EXIF thumbnail, then the small rendition). */
  preview: number;
}

export interface UploaderState {
  draft: Draft | null;
  items: PickedItem[];
  /** Accepted photos, in the order picked: what the book is laid out from. */
  photos: LocalPhoto[];
  /** Files whose header is still being read; the book is laid out once there are none. */
  reading: number;
  /** Bumps with every new preview, so the layout repaints spreads that were waiting for one. */
  previews: number;
  sessionFailed: boolean;
}
