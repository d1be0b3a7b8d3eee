import type { FaceBox } from '../render-core/model/photo';
import type { DescribedFace } from './faces-api';
import { FACE_MATCH_DISTANCE, faceDistance } from './faces-core';

/** The faces describeFaces found on one photo of the book. */
export interface PhotoFaces {
  photoId: string;
  faces: readonly DescribedFace[];
}

/** One person as the embeddings see them: every photo their face is on. */
export interface FaceGroup {
  photoIds: string[];
  /** Each sighting, for showing the faces to the customer when they name the group. */
  faces: { photoId: string; box: FaceBox }[];
}

/**
 * Groups the faces of a book by person, so naming a face once names it on every photo (the
 * save-person call takes the group's photoIds). Each face joins the group whose mean embedding is
 * nearest, when nearer than FACE_MATCH_DISTANCE, else starts its own; two faces on one photo are
 * never one person. Groups come most photos first; photos keep the order given.
 */
export function groupFaces(photos: readonly PhotoFaces[], maxDistance = FACE_MATCH_DISTANCE): FaceGroup[] {
  const groups: (FaceGroup & { sum: number[] })[] = [];
  for (const { photoId, faces } of photos) {
    const taken = new Set<number>();
    for (const face of faces) {
      let best = -1;
      let bestDistance = maxDistance;
      for (const [i, group] of groups.entries()) {
        if (taken.has(i) || group.photoIds.at(-1) === photoId) continue;
        const distance = faceDistance(face.embedding, unit(group.sum));
        if (distance < bestDistance) {
          best = i;
          bestDistance = distance;
        }
      }
      if (best < 0) {
        groups.push({ photoIds: [photoId], faces: [{ photoId, box: face.box }], sum: [...face.embedding] });
        taken.add(groups.length - 1);
        continue;
      }
      const group = groups[best]!;
      group.photoIds.push(photoId);
      group.faces.push({ photoId, box: face.box });
      for (let k = 0; k < group.sum.length; k++) group.sum[k]! += face.embedding[k] ?? 0;
      taken.add(best);
    }
  }
  return groups
    .map(({ photoIds, faces }) => ({ photoIds, faces }))
    .sort((a, b) => b.photoIds.length - a.photoIds.length);
}

function unit(vector: readonly number[]): number[] {
  const norm = Math.hypot(...vector) || 1;
  return vector.map((v) => v / norm);
}

/** The people worth asking about: faces seen on at least `minPhotos` photos. */
export const recurringPeople = (groups: readonly FaceGroup[], minPhotos = 2) =>
  groups.filter((g) => g.photoIds.length >= minPhotos);
