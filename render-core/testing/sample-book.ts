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

/** A plain caption frame (Inter 14 pt, centred, near a 20x20 page's foot), for tests and journeys. */
export function captionFrame(id: string, text: string): TextFrame {
  return {
    id,
    kind: 'text',
    box: { x: 10, y: 172, width: 180, height: 18 } as TextFrame['box'],
    text,
    font: 'Inter',
    size: 14 as TextFrame['size'],
    color: '#222222',
    align: 'center',
    role: null,
  };
}
