import type { TextFrame } from '../model/frame';
import type { Page } from '../model/page';
import type { PhotoRef } from '../model/photo';
import type { Theme } from '../model/theme';
import { type NewId, type PageGeometry, pageForTemplate } from './build-page';
import { slotBoxes, templateById } from './templates';

export const BACK_COVER_TEMPLATE = 'back-cover';

export interface BackCoverInput {
  /** The book's photos, in time order. */
  photos: readonly PhotoRef[];
  /** The front cover's photo, which the back does not repeat. */
  coverPhotoId: string | null;
  title: string;
  theme: Theme;
  geometry: PageGeometry;
  safeMargin: number;
  recommendedDpi: number;
  newId: NewId;
}

/** Whether a photo prints at the recommended resolution in a box of this size (mm). */
function sharpIn(photo: PhotoRef, box: { width: number; height: number }, dpi: number): boolean {
  return 25.4 * Math.min(photo.width / box.width, photo.height / box.height) >= dpi;
}

/**
 * The photo for the back cover: a sharp one at the small frame's size other than the front's, the
 * best analysed (unanalysed count as middling), the first in time on a tie. None when the book has
 * no other photo.
 */
export function pickBackCoverPhoto(
  photos: readonly PhotoRef[],
  coverPhotoId: string | null,
  box: { width: number; height: number },
  recommendedDpi: number,
): PhotoRef | null {
  let best: { photo: PhotoRef; score: number } | null = null;
  for (const photo of photos) {
    if (photo.id === coverPhotoId) continue;
    const score = (sharpIn(photo, box, recommendedDpi) ? 10 : 0) + (photo.analysis?.overall ?? 0.5);
    if (!best || score > best.score) best = { photo, score };
  }
  return best?.photo ?? null;
}

/**
 * A new book's back cover, as the best photo-book makers do it: on the theme's background, one
 * small photo from the book a little above the middle and the title under it in small type. It is
 * a plan (a page); the auto-layout puts it on the document, and only on a new draft.
 */
export function backCoverPage(input: BackCoverInput): Page {
  const template = templateById(BACK_COVER_TEMPLATE)!;
  const { trim, spacing } = input.geometry;
  const slot = slotBoxes(template, trim, spacing)[0]!;
  const photo = pickBackCoverPhoto(input.photos, input.coverPhotoId, slot, input.recommendedDpi);
  const page = pageForTemplate(template, photo ? [photo] : [], input.geometry, input.newId);
  // With no photo to show, an empty frame would print as nothing: the title stands alone.
  const frames = photo ? page.frames : [];
  const title = input.title.trim();
  if (title === '') return { ...page, frames };
  const top = photo ? slot.y + slot.height + 6 : trim.height * 0.45;
  const caption: TextFrame = {
    id: input.newId('f'),
    kind: 'text',
    box: {
      x: input.safeMargin,
      y: top,
      width: trim.width - 2 * input.safeMargin,
      height: Math.min(14, trim.height - input.safeMargin - top),
    } as TextFrame['box'],
    text: title,
    font: input.theme.bodyFont,
    size: 11 as TextFrame['size'],
    color: input.theme.textColor,
    align: 'center',
    role: 'caption',
  };
  return { ...page, frames: [...frames, caption] };
}
