import {
  type BookDocument,
  designPages,
  type Frame,
  type Page,
  type PhotoRef,
  type TextFrame,
} from '../../../../render-core';

/** A frame with the page it is on. */
export interface PlacedFrame<F extends Frame = Frame> {
  frame: F;
  pageId: string;
}

/** The document's records by id: every page (covers too), frame, text frame and photo. */
export interface Records {
  pages: ReadonlyMap<string, Page>;
  frames: ReadonlyMap<string, PlacedFrame>;
  texts: ReadonlyMap<string, PlacedFrame<TextFrame>>;
  photos: ReadonlyMap<string, PhotoRef>;
}

/** Indexes a document once; the session keeps one per document version. */
export function indexRecords(doc: BookDocument): Records {
  const pages = new Map<string, Page>();
  const frames = new Map<string, PlacedFrame>();
  const texts = new Map<string, PlacedFrame<TextFrame>>();
  for (const page of designPages(doc)) {
    pages.set(page.id, page);
    for (const frame of page.frames) {
      frames.set(frame.id, { frame, pageId: page.id });
      if (frame.kind === 'text') texts.set(frame.id, { frame, pageId: page.id });
    }
  }
  return { pages, frames, texts, photos: new Map(doc.photos.map((p) => [p.id, p])) };
}

/** Remembers the index of the last document asked for: documents are replaced, never changed. */
export function recordsMemo(): (doc: BookDocument) => Records {
  let last: { doc: BookDocument; records: Records } | null = null;
  return (doc) => {
    if (last?.doc !== doc) last = { doc, records: indexRecords(doc) };
    return last.records;
  };
}
