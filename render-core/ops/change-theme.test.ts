import { describe, expect, it } from 'vitest';
import { photoFrames, sampleBook, textFrames } from '../testing/sample-book';
import { themeById } from '../model/theme';
import { applyOp } from './index';

describe('changeTheme', () => {
  it('changes the theme, its spacing and the fonts of title and text', () => {
    const doc = sampleBook();
    const inner = doc.pages.findIndex((p) => p.template !== 'full-bleed' && !p.template.includes('bleed'));
    const withText = applyOp(doc, { type: 'addText', pageId: doc.pages[0]!.id, text: 'hello' }).document;
    const { document } = applyOp(withText, { type: 'changeTheme', theme: 'gallery' });
    expect(document.theme).toBe('gallery');
    const theme = themeById('gallery');
    expect(textFrames(document.cover!)[0]!.font).toBe(theme.titleFont);
    expect(textFrames(document.pages[0]!)[0]).toMatchObject({ font: theme.bodyFont, color: theme.textColor });
    // Wider spacing moves the first frame of a margined page further from the edge.
    expect(photoFrames(document.pages[inner]!)[0]!.box.x).toBeGreaterThan(
      photoFrames(doc.pages[inner]!)[0]!.box.x,
    );
    expect(photoFrames(document.pages[inner]!)[0]!.photoId).toBe(photoFrames(doc.pages[inner]!)[0]!.photoId);
  });
});
