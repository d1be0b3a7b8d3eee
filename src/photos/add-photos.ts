import type { Op } from '../../render-core';
import type { RejectReason } from '../../workers/image-limits';
import type { KeyedPick } from './intake/dedupe';
import { photoRefOf } from './intake/record';
import type { LocalPhoto } from './types';
import type { FileProgress } from './upload-state';
import { summarize } from './upload-state';

/** Where one file picked in the editor stands before it is added. */
export type PickState = 'preparing' | 'ready' | 'rejected' | 'duplicate';

export interface PickedPhoto extends KeyedPick {
  key: string;
  name: string;
  state: PickState;
  reason: RejectReason | null;
  /** The dedupe key once prepared (see intake/dedupe.ts). */
  contentKey: string | null;
}

/** The photos of one print are kept on the device under a draft of their own. */
export const draftIdOfPrint = (printId: string) => `print:${printId}`;

/** What to add: the ready photos, and the duplicates only when the user chose to keep them. */
export function chooseToAdd<T extends Pick<PickedPhoto, 'state'>>(
  items: readonly T[],
  keepDuplicates: boolean,
): T[] {
  return items.filter((i) => i.state === 'ready' || (keepDuplicates && i.state === 'duplicate'));
}

export interface PickCounts {
  preparing: number;
  ready: number;
  rejected: number;
  duplicate: number;
  /** Files whose check is over (refused ones included). */
  checked: number;
}

export function countPicks(items: readonly Pick<PickedPhoto, 'state'>[]): PickCounts {
  const count = (state: PickState) => items.filter((i) => i.state === state).length;
  const preparing = count('preparing');
  return {
    preparing,
    ready: count('ready'),
    rejected: count('rejected'),
    duplicate: count('duplicate'),
    checked: items.length - preparing,
  };
}

/** One op for the whole lot, so adding them is one undo step. */
export function addPhotosOp(photos: readonly LocalPhoto[]): Op {
  return { type: 'addPhotos', photos: photos.map(photoRefOf) };
}

export interface UploadTally {
  total: number;
  /** Uploads the server has answered (ready or refused). */
  done: number;
  failed: number;
  refusedByServer: number;
  /** Bytes sent over bytes to send, 0..1. */
  share: number;
  finished: boolean;
}

/** How the uploads of the added photos stand; a photo not queued yet counts as waiting. */
export function tallyUploads(
  ids: readonly string[],
  files: Readonly<Record<string, FileProgress>>,
): UploadTally {
  const mine = ids.map((id) => files[id]).filter((f): f is FileProgress => f !== undefined);
  const sum = summarize(mine);
  const refusedByServer = mine.filter((f) => f.status === 'done' && f.serverStatus === 'failed').length;
  return {
    total: ids.length,
    done: sum.done,
    failed: sum.failed,
    refusedByServer,
    share: mine.length < ids.length ? sum.fraction * (mine.length / ids.length) : sum.fraction,
    finished: sum.done === ids.length,
  };
}
