import { describe, expect, it } from 'vitest';
import { defaultCrop } from '../../../../render-core';
import {
  draggedZoom,
  handleCentre,
  keyResizedBox,
  keyZoomed,
  movedBox,
  onHandle,
  pannedCentre,
  resizedBox,
} from './direct';

const trim = { width: 200, height: 200 };

describe('pannedCentre', () => {
  // A 2:1 photo in a square frame: at zoom 1 half its width shows, none of its height is spare.
  const photo = { width: 4000, height: 2000 };
  const frame = { width: 100, height: 100 };

  it('keeps the point under the finger: the photo moves with it, so its centre moves the other way', () => {
    // 2 px per mm on screen, 20 photo px per mm: 20 screen px is 10 mm is 200 px of 4000.
    const c = pannedCentre(photo, frame, defaultCrop, 20, 0, 2);
    expect(c.centerX).toBeCloseTo(0.5 - 200 / 4000);
    expect(c.centerY).toBe(0.5);
  });

  it('stops where the photo would leave the frame bare', () => {
    expect(pannedCentre(photo, frame, defaultCrop, -10_000, 0, 2).centerX).toBeCloseTo(0.75);
    expect(pannedCentre(photo, frame, defaultCrop, 10_000, 0, 2).centerX).toBeCloseTo(0.25);
    expect(pannedCentre(photo, frame, defaultCrop, 0, 500, 2).centerY).toBe(0.5);
  });

  it('starts from the centre shown, not a stored one past the edge', () => {
    const c = pannedCentre(photo, frame, { ...defaultCrop, centerX: 0.95 }, 20, 0, 2);
    expect(c.centerX).toBeCloseTo(0.75 - 200 / 4000);
  });

  it('turns the movement into a rotated photo’s axes', () => {
    const c = pannedCentre(photo, frame, { ...defaultCrop, rotation: 90, zoom: 2 }, 0, 20, 2);
    expect(c.centerY).toBeCloseTo(0.5);
    expect(c.centerX).toBeLessThan(0.5);
  });
});

describe('draggedZoom', () => {
  it('grows as the finger goes away from the middle, between 1 and 10', () => {
    const centre = { x: 0, y: 0 };
    expect(draggedZoom(1, centre, { x: 10, y: 0 }, { x: 20, y: 0 })).toBe(2);
    expect(draggedZoom(1, centre, { x: 10, y: 0 }, { x: 5, y: 0 })).toBe(1);
    expect(draggedZoom(4, centre, { x: 10, y: 0 }, { x: 100, y: 0 })).toBe(10);
  });
});

describe('text boxes', () => {
  const box = { x: 20, y: 150, width: 100, height: 20 };

  it('move within the trim', () => {
    expect(movedBox(box, 10, -30, trim)).toEqual({ x: 30, y: 120, width: 100, height: 20 });
    expect(movedBox(box, -50, 100, trim)).toEqual({ x: 0, y: 180, width: 100, height: 20 });
  });

  it('resize from the corner, no larger than the trim and no smaller than can be grabbed', () => {
    expect(resizedBox(box, 30, 10, trim)).toEqual({ x: 20, y: 150, width: 130, height: 30 });
    expect(resizedBox(box, 500, 500, trim)).toEqual({ x: 20, y: 150, width: 180, height: 50 });
    expect(resizedBox(box, -500, -500, trim)).toEqual({ x: 20, y: 150, width: 8, height: 8 });
  });
});

describe('Shift+arrow keys, the handle for the keyboard', () => {
  it('grow and shrink a text box from its bottom-right corner in whole 2 mm steps', () => {
    const box = { x: 20, y: 150, width: 31.4, height: 20 };
    expect(keyResizedBox(box, 'ArrowRight', trim)).toEqual({ ...box, width: 32 });
    expect(keyResizedBox({ ...box, width: 32 }, 'ArrowRight', trim)).toEqual({ ...box, width: 34 });
    expect(keyResizedBox(box, 'ArrowLeft', trim)).toEqual({ ...box, width: 30 });
    expect(keyResizedBox(box, 'ArrowDown', trim)).toEqual({ ...box, height: 22 });
    expect(keyResizedBox(box, 'ArrowUp', trim)).toEqual({ ...box, height: 18 });
  });

  it('stop at the trim and at the smallest box a drag leaves', () => {
    const wide = { x: 20, y: 150, width: 179, height: 49 };
    expect(keyResizedBox(wide, 'ArrowRight', trim).width).toBe(180);
    expect(keyResizedBox({ ...wide, width: 180 }, 'ArrowRight', trim).width).toBe(180);
    expect(keyResizedBox(wide, 'ArrowDown', trim).height).toBe(50);
    expect(keyResizedBox({ ...wide, height: 50 }, 'ArrowDown', trim).height).toBe(50);
    const small = { x: 0, y: 0, width: 9, height: 8 };
    expect(keyResizedBox(small, 'ArrowLeft', trim).width).toBe(8);
    expect(keyResizedBox({ ...small, width: 8 }, 'ArrowLeft', trim).width).toBe(8);
    expect(keyResizedBox(small, 'ArrowUp', trim).height).toBe(8);
  });

  it('zoom a photo in (→ ↑) and out (← ↓), between covering the frame and ten times', () => {
    expect(keyZoomed(1, 'ArrowRight')).toBeCloseTo(1.1);
    expect(keyZoomed(1, 'ArrowUp')).toBeCloseTo(1.1);
    expect(keyZoomed(2, 'ArrowLeft')).toBeCloseTo(2 / 1.1);
    expect(keyZoomed(1, 'ArrowDown')).toBe(1);
    expect(keyZoomed(9.5, 'ArrowRight')).toBe(10);
  });
});

describe('the corner handle', () => {
  const area = { width: 300, height: 200 };

  it('sits inside the corner, within the canvas, and takes a finger around it', () => {
    const rect = { x: 100, y: 50, width: 100, height: 100 };
    expect(handleCentre(rect, area)).toEqual({ x: 186, y: 136 });
    expect(handleCentre({ x: 250, y: 150, width: 100, height: 100 }, area)).toEqual({ x: 286, y: 186 });
    expect(onHandle(rect, area, 200, 150)).toBe(true);
    expect(onHandle(rect, area, 150, 100)).toBe(false);
  });

  it('stays on the edge of a thin caption', () => {
    expect(handleCentre({ x: 0, y: 0, width: 100, height: 12 }, area)).toEqual({ x: 94, y: 6 });
  });
});
