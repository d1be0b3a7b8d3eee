import { describe, expect, it } from 'vitest';
import { autoLayoutBook } from '../layout/auto-layout';
import { applyOp } from '../ops';
import { wallCalendar } from '../testing/products';
import { photoFrames, sampleBook } from '../testing/sample-book';
import { samplePhotos } from '../testing/sample-photos';
import { monthGrid } from './calendar-grid';
import { sceneForPage, sceneForSpread, spreadCount } from './scene-for-page';
import { wrapText } from './wrap-text';

describe('sceneForPage', () => {
  it('draws the background, then photos and text, in millimetres', () => {
    const doc = sampleBook();
    const scene = sceneForPage(doc, 'cover');
    expect(scene).toMatchObject({ width: 200, height: 200, trim: { x: 0, y: 0, width: 200, height: 200 } });
    expect(scene.items.map((i) => i.kind)).toEqual(['rect', 'image', 'text']);
  });

  it('runs full-bleed photos into the bleed for print', () => {
    const doc = sampleBook();
    const scene = sceneForPage(doc, 'cover', { bleed: true });
    expect(scene).toMatchObject({ width: 206, height: 206, trim: { x: 3, y: 3 } });
    const image = scene.items.find((i) => i.kind === 'image');
    expect(image?.kind === 'image' && image.clip).toEqual({ x: 0, y: 0, width: 206, height: 206 });
  });

  it('shows placeholders for empty frames only when asked', () => {
    let doc = sampleBook();
    const page = doc.pages[0]!;
    doc = applyOp(doc, { type: 'removePhoto', pageId: page.id, frameId: photoFrames(page)[0]!.id }).document;
    expect(sceneForPage(doc, 0).items.some((i) => i.kind === 'placeholder')).toBe(false);
    expect(sceneForPage(doc, 0, { placeholders: true }).items.some((i) => i.kind === 'placeholder')).toBe(
      true,
    );
  });

  it('puts two pages side by side in a spread', () => {
    const doc = sampleBook();
    expect(spreadCount(doc)).toBe(11);
    const spread = sceneForSpread(doc, 1);
    expect(spread.width).toBe(400);
    const right = spread.items.filter((i) => i.kind === 'rect')[1]!;
    expect(right.kind === 'rect' && right.box.x).toBe(200);
  });

  it('draws a calendar month grid with localised names', () => {
    const doc = autoLayoutBook(samplePhotos(20), wallCalendar, { startMonth: '2027-01' });
    const texts = sceneForPage(doc, 1, { locale: 'de-DE' }).items.flatMap((i) =>
      i.kind === 'text' ? [i.text] : [],
    );
    expect(texts[0]).toBe('Februar 2027');
    expect(texts.slice(1, 8)).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    expect(texts).toContain('28');
    expect(texts).not.toContain('29');
  });
});

describe('monthGrid', () => {
  it('pads a month to whole weeks from the week start', () => {
    // 1 July 2026 is a Wednesday.
    expect(monthGrid(2026, 7, 1)[0]).toEqual([null, null, 1, 2, 3, 4, 5]);
    expect(monthGrid(2026, 7, 0)[0]).toEqual([null, null, null, 1, 2, 3, 4]);
  });
});

describe('wrapText', () => {
  it('breaks at words, and splits a word longer than the line', () => {
    const measure = (s: string) => s.length;
    expect(wrapText('the quick brown fox', 10, measure)).toEqual(['the quick', 'brown fox']);
    expect(wrapText('abcdefghijkl', 5, measure)).toEqual(['abcde', 'fghij', 'kl']);
    expect(wrapText('one\ntwo', 50, measure)).toEqual(['one', 'two']);
  });
});
