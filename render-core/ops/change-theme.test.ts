import { describe, expect, it } from 'vitest';
import { photoFrames, sampleBook, textFrames } from '../testing/sample-book';
import { themeById } from '../model/theme';
import { applyOp } from './index';

describe('changeTheme', () => {
  it('changes the theme, its spacing and the fonts of title and text', () => {
    const doc = sampleBook();
    const inner = doc.pages.findIndex((p) => p.template !== 'full-bleed' && !p.template.includes('bleed'));
    // A caption in the page's top margin, clear of its photos.
    const onPage = { x: 1, y: 1, width: 50, height: 5 };
    const withText = applyOp(doc, {
      type: 'addText',
      pageId: doc.pages[inner]!.id,
      text: 'hello',
      box: onPage,
    }).document;
    const { document } = applyOp(withText, { type: 'changeTheme', theme: 'gallery' });
    expect(document.theme).toBe('gallery');
    const theme = themeById('gallery');
    expect(textFrames(document.cover!)[0]!.font).toBe(theme.titleFont);
    expect(textFrames(document.pages[inner]!)[0]).toMatchObject({
      font: theme.bodyFont,
      color: theme.textColor,
    });
    // Wider spacing moves the first frame of a margined page further from the edge.
    expect(photoFrames(document.pages[inner]!)[0]!.box.x).toBeGreaterThan(
      photoFrames(doc.pages[inner]!)[0]!.box.x,
    );
    expect(photoFrames(document.pages[inner]!)[0]!.photoId).toBe(photoFrames(doc.pages[inner]!)[0]!.photoId);
  });

  it('keeps a font the customer chose and a caption readable on its photo', () => {
    const doc = sampleBook();
    const page = doc.pages[0]!;
    // The default caption band lies over the page's photo.
    let book = applyOp(doc, { type: 'addText', pageId: page.id, text: 'Seville', id: 'cap' }).document;
    book = applyOp(book, {
      type: 'changeFont',
      pageId: page.id,
      frameId: 'cap',
      font: 'DejaVu Serif',
    }).document;
    const { document } = applyOp(book, { type: 'changeTheme', theme: 'night' });
    const caption = textFrames(document.pages[0]!).find((f) => f.id === 'cap');
    expect(caption?.font).toBe('DejaVu Serif');
    // Not the Night theme's white: the dark colour it had, readable on the photo.
    expect(caption?.color).toBe(themeById('classic').textColor);
  });

  it('restyles the back cover too, so its words never vanish into the new background', () => {
    const doc = sampleBook();
    const withBack = applyOp(doc, { type: 'addBackCover' });
    const book = withBack.document;
    const back = book.backCover;
    if (!back) return expect.fail('a bound sample book has a back cover');
    const withWords = applyOp(book, {
      type: 'addText',
      pageId: back.id,
      text: 'The end',
      box: { x: 1, y: 1, width: 50, height: 5 },
    }).document;
    const { document } = applyOp(withWords, { type: 'changeTheme', theme: 'night' });
    expect(textFrames(document.backCover!)[0]?.color).toBe(themeById('night').textColor);
  });
});
