import { describe, expect, it } from 'vitest';
import { sceneForPage } from '../scene/scene-for-page';
import { sampleBook } from '../testing/sample-book';
import { applyOp } from './index';

describe('setBackground', () => {
  it('paints the page in its own colour, and null goes back to the theme', () => {
    const doc = sampleBook(10);
    const pageId = doc.pages[0]!.id;
    const coloured = applyOp(doc, { type: 'setBackground', pageId, color: '#112233' }).document;
    expect(sceneForPage(coloured, 0).items[0]).toMatchObject({ kind: 'rect', color: '#112233' });
    const reset = applyOp(coloured, { type: 'setBackground', pageId, color: null }).document;
    expect(sceneForPage(reset, 0).items[0]).toMatchObject({ kind: 'rect', color: '#ffffff' });
  });
});
