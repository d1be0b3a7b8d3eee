import { autoLayoutBook } from '../layout/auto-layout';
import type { BookDocument } from '../model/document';
import type { PhotoFrame, TextFrame } from '../model/frame';
import type { Page } from '../model/page';
import { squareBook } from './products';
import { samplePhotos } from './sample-photos';

/** A laid-out 20x20 book of `photos` sample photos. */
export function sampleBook(photos = 50): BookDocument {
  return autoLayoutBook(samplePhotos(photos), squareBook);
}

export function photoFrames(page: Page): PhotoFrame[] {
  return page.frames.filter((f): f is PhotoFrame => f.kind === 'photo');
}

export function textFrames(page: Page): TextFrame[] {
  return page.frames.filter((f): f is TextFrame => f.kind === 'text');
}

/** The first inner page holding at least `count` photos. */
export function pageWithPhotos(doc: BookDocument, count: number): Page {
  const page = doc.pages.find((p) => photoFrames(p).filter((f) => f.photoId).length >= count);
  if (!page) throw new Error(`no page with ${count} photos`);
  return page;
}
