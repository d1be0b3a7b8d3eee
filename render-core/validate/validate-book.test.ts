import { describe, expect, it } from 'vitest';
import { autoLayoutBook } from '../layout/auto-layout';
import { applyOp } from '../ops';
import { photoPrint } from '../testing/products';
import { samplePhotos } from '../testing/sample-photos';
import { photoFrames, sampleBook } from '../testing/sample-book';
import { facesShown, isPrintable, validateBook } from './validate-book';
import { placePhoto } from '../model/crop';

describe('validateBook', () => {
  it('warns about a face cut by its frame, not one shown whole nor one left wholly out', () => {
    const sample = sampleBook();
    const first = photoFrames(sample.pages[0]!).find((f) => f.photoId)!;
    // Zoomed in twice, the frame shows the middle of its photo, so faces can sit astride its edge.
    const zoomed = { ...first, crop: { centerX: 0.5, centerY: 0.5, zoom: 2, rotation: 0 } };
    const doc = {
      ...sample,
      pages: sample.pages.map((p, i) =>
        i === 0 ? { ...p, frames: p.frames.map((f) => (f.id === first.id ? zoomed : f)) } : p,
      ),
    };
    const page = doc.pages[0]!;
    const frame = photoFrames(page).find((f) => f.photoId)!;
    const photo = doc.photos.find((p) => p.id === frame.photoId)!;
    const placed = placePhoto(photo, frame.box, frame.crop);
    // Faces as fractions of the photo: one astride the shown part's left edge, one inside, one outside.
    const left = placed.source.x / photo.width;
    const right = (placed.source.x + placed.source.width) / photo.width;
    const top = (placed.source.y + placed.source.height / 2) / photo.height;
    const withFaces = (faces: { x: number; y: number; width: number; height: number }[]) => ({
      ...doc,
      photos: doc.photos.map((p) => (p.id === photo.id ? { ...p, faces } : p)),
    });
    const astride = { x: left - 0.02, y: top, width: 0.04, height: 0.04 };
    const inside = { x: (left + right) / 2, y: top, width: 0.04, height: 0.04 };
    if (left < 0.05) throw new Error('the sample frame should crop the photo at its left');
    const outside = { x: 0, y: top, width: Math.min(0.04, left / 2), height: 0.04 };
    expect(
      facesShown({ ...photo, faces: [astride, inside, outside] }, placed).map((s) => Math.round(s * 10) / 10),
    ).toEqual([0.5, 1, 0]);
    const cut = validateBook(withFaces([astride])).filter((f) => f.code === 'FACE_CUT');
    expect(cut).toEqual([
      expect.objectContaining({
        page: 0,
        frame: frame.id,
        severity: 'warning',
        messageKey: 'printChecks.faceCut',
      }),
    ]);
    expect(validateBook(withFaces([inside, outside])).filter((f) => f.code === 'FACE_CUT')).toEqual([]);
  });

  it('passes a laid-out book of phone photos', () => {
    expect(validateBook(sampleBook())).toEqual([]);
  });

  it('warns below the recommended DPI and blocks below the minimum', () => {
    let doc = sampleBook();
    const page = doc.pages[0]!;
    const frame = photoFrames(page)[0]!;
    // Zooming divides the effective DPI: find zooms that land in each band.
    doc = applyOp(doc, { type: 'changeTemplate', pageId: page.id, template: 'full-bleed' }).document;
    const full = photoFrames(doc.pages[0]!)[0]!;
    const warned = applyOp(doc, { type: 'zoomPhoto', pageId: page.id, frameId: full.id, zoom: 2.5 }).document;
    const findings = validateBook(warned);
    expect(findings).toEqual([
      expect.objectContaining({
        code: 'LOW_DPI',
        page: 0,
        frame: full.id,
        severity: 'warning',
        messageKey: 'printChecks.lowDpi',
      }),
    ]);
    expect(findings[0]!.values.dpi).toBeGreaterThanOrEqual(100);
    expect(findings[0]!.values.dpi).toBeLessThan(200);
    const blocked = applyOp(doc, { type: 'zoomPhoto', pageId: page.id, frameId: full.id, zoom: 6 }).document;
    expect(validateBook(blocked)).toEqual([
      expect.objectContaining({ code: 'DPI_TOO_LOW', severity: 'blocking' }),
    ]);
    expect(isPrintable(validateBook(blocked))).toBe(false);
    expect(frame).toBeDefined();
  });

  it('finds empty frames, text outside the safe area and a page count off the rules', () => {
    let doc = sampleBook();
    const page = doc.pages[2]!;
    doc = applyOp(doc, { type: 'removePhoto', pageId: page.id, frameId: photoFrames(page)[0]!.id }).document;
    doc = applyOp(doc, {
      type: 'addText',
      pageId: page.id,
      text: 'edge',
      box: { x: 2, y: 2, width: 50, height: 10 },
    }).document;
    doc = applyOp(doc, { type: 'addPage', at: 0 }).document;
    const codes = validateBook(doc).map((f) => [f.code, f.page, f.severity]);
    expect(codes).toEqual(
      expect.arrayContaining([
        ['EMPTY_FRAME', 0, 'warning'],
        ['EMPTY_FRAME', 3, 'warning'],
        ['TEXT_OUTSIDE_SAFE_AREA', 3, 'warning'],
        ['PAGE_COUNT', null, 'blocking'],
      ]),
    );
  });
});

describe('validateBook on a set of prints', () => {
  it('blocks a print whose photo was taken out (a blank sheet)', () => {
    const prints = autoLayoutBook(samplePhotos(3), photoPrint);
    expect(isPrintable(validateBook(prints))).toBe(true);
    const page = prints.pages[1]!;
    const frame = photoFrames(page)[0]!;
    const blank = applyOp(prints, { type: 'removePhoto', pageId: page.id, frameId: frame.id }).document;
    expect(validateBook(blank).filter((f) => f.severity === 'blocking')).toEqual([
      expect.objectContaining({ code: 'EMPTY_FRAME', page: 1, severity: 'blocking' }),
    ]);
    expect(isPrintable(validateBook(blank))).toBe(false);
  });
});
