import { describe, expect, it } from 'vitest';
import { imageEdits } from './ImageEditorModal';

const frame = { pageId: 'p1', frameId: 'f1' };
const start = { centerX: 0.5, centerY: 0.5, zoom: 1, rotation: 0, filter: 'none' as const };

describe('imageEdits', () => {
  it('turns only what changed into ops', () => {
    expect(imageEdits(frame, start, { ...start })).toEqual([]);
    expect(imageEdits(frame, start, { ...start, zoom: 2, filter: 'bw' })).toEqual([
      { type: 'zoomPhoto', ...frame, zoom: 2 },
      { type: 'setFilter', ...frame, filter: 'bw' },
    ]);
  });
  it('pans with both centre coordinates and rotates', () => {
    expect(imageEdits(frame, start, { ...start, centerX: 0.3, rotation: 90 })).toEqual([
      { type: 'panPhoto', ...frame, centerX: 0.3, centerY: 0.5 },
      { type: 'rotatePhoto', ...frame, rotation: 90 },
    ]);
  });
});
