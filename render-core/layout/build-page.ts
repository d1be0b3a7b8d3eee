import { makeId } from '../model/ids';
import { cropForFrame } from '../model/crop';
import { defaultCrop, type PhotoFrame } from '../model/frame';
import { type PhotoRef, photoAspect } from '../model/photo';
import type { Page } from '../model/page';
import { fitPhotos } from './fit';
import { slotBoxes, type Template } from './templates';

export type NewId = (prefix: 'p' | 'f') => string;

/**
 * A counter-backed id source; the document keeps the counter so ids never repeat after edits.
 * `tag`: the editing person's id tag (model/ids.ts), so two people's new ids never meet.
 */
export function idCounter(start: number, tag?: string): { next: NewId; value: () => number } {
  let n = start;
  return { next: (prefix) => makeId(prefix, n++, tag), value: () => n };
}

export interface PageGeometry {
  trim: { width: number; height: number };
  spacing: number;
}

/**
 * Photo frames for a template holding these photos (least cropping), each crop keeping the photo's
 * faces whole (else centred on its focus point). Slots without a photo come out as empty frames.
 */
export function framesForTemplate(
  template: Template,
  photos: readonly PhotoRef[],
  geometry: PageGeometry,
  newId: NewId,
): PhotoFrame[] {
  const boxes = slotBoxes(template, geometry.trim, geometry.spacing);
  const fit = fitPhotos(photos.map(photoAspect), boxes);
  return boxes.map((box, slot) => {
    const photo = photos[fit.assignment[slot] ?? -1];
    return {
      id: newId('f'),
      kind: 'photo',
      box: box as PhotoFrame['box'],
      photoId: photo ? photo.id : null,
      crop: photo ? cropForFrame(photo, box) : { ...defaultCrop },
      filter: 'none',
    };
  });
}

export function pageForTemplate(
  template: Template,
  photos: readonly PhotoRef[],
  geometry: PageGeometry,
  newId: NewId,
  chapter = 0,
): Page {
  return {
    id: newId('p'),
    template: template.id,
    background: null,
    frames: framesForTemplate(template, photos, geometry, newId),
    chapter,
    quantity: 1,
  };
}
