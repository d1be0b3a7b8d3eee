import { describe, expect, it } from 'vitest';
import { autoLayoutBook } from '../../layout/auto-layout';
import { samplePhotos } from '../../testing/sample-photos';
import { squareBook } from '../../testing/products';
import { CURRENT_SCHEMA_VERSION } from '../document';
import { DocumentLoadError, loadDocument, loadDocumentOrThrow } from './index';
import savedV1 from './saved/v1-book.json';

describe('loadDocument', () => {
  it('migrates a saved version 1 book to the current version', () => {
    const result = loadDocument(structuredClone(savedV1));
    if (!result.ok) throw new Error(result.message);
    const doc = result.document;
    expect(result.migratedFrom).toBe(1);
    expect(doc.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(doc.kind).toBe('book');
    expect(doc.theme).toBe('classic');
    expect(doc.photos[0]).toMatchObject({
      id: 'a',
      width: 4032,
      height: 3024,
      takenAt: '2025-07-03T14:42:10.000Z',
    });
    expect(doc.photos[2]!.takenAt).toBeNull();
    // Percent rectangles become millimetres on the 200 mm trim.
    const first = doc.pages[0]!.frames[0]!;
    expect(first.box).toEqual({ x: 8, y: 8, width: 88, height: 184 });
    // offsetX 0.5 pushed the photo right, so its centre moved left; offsetY -1 pushed it up to show its bottom edge.
    expect(first.kind === 'photo' && first.crop).toEqual({
      centerX: 0.25,
      centerY: 1,
      zoom: 1.5,
      rotation: 0,
    });
    const caption = doc.pages[1]!.frames[1]!;
    expect(caption).toMatchObject({ kind: 'text', text: 'Home again', size: 11, font: 'DejaVu Sans' });
    // Fresh ids continue after the ones the migration handed out.
    const ids = [doc.cover!, ...doc.pages].flatMap((p) => p.frames.map((f) => Number(f.id.slice(1))));
    expect(doc.nextId).toBeGreaterThan(Math.max(...ids));
  });

  it('loads a current document unchanged', () => {
    const doc = autoLayoutBook(samplePhotos(30), squareBook);
    const result = loadDocument(JSON.parse(JSON.stringify(doc)));
    expect(result).toEqual({ ok: true, document: doc, migratedFrom: null });
  });

  it('names the field when a version 1 document is broken', () => {
    const broken = structuredClone(savedV1) as { pages: { slots: { scale: number }[] }[] };
    broken.pages[0]!.slots[0]!.scale = 0.5;
    const result = loadDocument(broken);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.path).toBe('pages[0].slots[0].scale');
  });

  it('refuses documents from a newer app and things that are not documents', () => {
    expect(loadDocument({ schemaVersion: CURRENT_SCHEMA_VERSION + 1 })).toMatchObject({
      ok: false,
      path: 'schemaVersion',
    });
    expect(loadDocument('hello')).toMatchObject({ ok: false });
    expect(() => loadDocumentOrThrow(null)).toThrow(DocumentLoadError);
  });

  it('refuses a frame showing a photo the document does not hold', () => {
    const doc = JSON.parse(JSON.stringify(autoLayoutBook(samplePhotos(5), squareBook)));
    doc.pages[0].frames[0].photoId = 'nobody';
    const result = loadDocument(doc);
    expect(result).toMatchObject({ ok: false, path: 'pages[0].frames[0].photoId' });
  });
});
