import {
  type FaceGroup,
  groupFaces,
  type PhotoFaces,
  recurringPeople,
} from '../../../../workers/faces-people';
import type { DescribedFace, FaceImage } from '../../../../workers/faces-api';
import { callApi } from '../../../api/client';

/** What the People screen needs from the device: a photo's pixels and the face describer. */
export interface PeopleScanDeps {
  /** The photo's screen rendition, or null when it cannot be read (it is skipped). */
  bitmap(photoId: string): Promise<FaceImage | null>;
  describeFaces(image: FaceImage): Promise<DescribedFace[]>;
}

export interface ScanProgress {
  done: number;
  total: number;
}

/**
 * Describes the faces on each photo, one photo at a time (the model is heavy: several at once would
 * only compete for the same GPU or cores), and returns the people seen on two photos or more.
 * Stops with an AbortError as soon as the signal is aborted.
 */
export async function findRecurringPeople(
  photoIds: readonly string[],
  deps: PeopleScanDeps,
  onProgress: (progress: ScanProgress) => void,
  signal?: AbortSignal,
): Promise<FaceGroup[]> {
  const found: PhotoFaces[] = [];
  const total = photoIds.length;
  onProgress({ done: 0, total });
  for (const [i, photoId] of photoIds.entries()) {
    signal?.throwIfAborted();
    const image = await deps.bitmap(photoId);
    signal?.throwIfAborted();
    if (image) found.push({ photoId, faces: await deps.describeFaces(image) });
    onProgress({ done: i + 1, total });
  }
  signal?.throwIfAborted();
  return recurringPeople(groupFaces(found));
}

export interface SavedPerson {
  id: string;
  name: string;
  photoIds: string[];
}

export const listPeople = (): Promise<SavedPerson[]> => callApi('GET /people/list').then((r) => r.people);

/** Names a group (or with `remove`, takes the name off those photos). */
export const savePerson = (name: string, photoIds: readonly string[], remove = false) =>
  callApi('POST /people/save-person', { body: { name, photoIds: [...photoIds], remove } });

/** The saved name already on most of a group's photos, if any: that group is shown as named. */
export function nameOf(group: FaceGroup, saved: readonly SavedPerson[]): SavedPerson | undefined {
  let best: SavedPerson | undefined;
  let bestShared = 0;
  for (const person of saved) {
    const shared = group.photoIds.filter((id) => person.photoIds.includes(id)).length;
    if (shared * 2 > group.photoIds.length && shared > bestShared) {
      best = person;
      bestShared = shared;
    }
  }
  return best;
}
