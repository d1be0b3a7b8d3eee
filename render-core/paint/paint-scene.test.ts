import { describe, expect, it } from 'vitest';
import type { Scene, TextItem } from '../scene/draw-list';
import type { CanvasLike } from './canvas-like';
import { paintScene } from './paint-scene';

interface Drawn {
  text: string;
  x: number;
  y: number;
  font: string;
  baseline: string;
}

/** A canvas that records its text; `ascent` is what measureText reports as fontBoundingBoxAscent. */
function recordingCanvas(ascent?: (font: string, baseline: string) => number) {
  const drawn: Drawn[] = [];
  const ctx = {
    save() {},
    restore() {},
    translate() {},
    rotate() {},
    beginPath() {},
    rect() {},
    clip() {},
    fillRect() {},
    strokeRect() {},
    setLineDash() {},
    drawImage() {},
    fillText(text: string, x: number, y: number): void {
      drawn.push({ text, x, y, font: ctx.font, baseline: ctx.textBaseline });
    },
    measureText(text: string): { width: number; fontBoundingBoxAscent?: number } {
      const width = text.length * 5;
      return ascent ? { width, fontBoundingBoxAscent: ascent(ctx.font, ctx.textBaseline) } : { width };
    },
    fillStyle: '' as unknown,
    strokeStyle: '' as unknown,
    lineWidth: 1,
    font: '',
    textAlign: 'left',
    textBaseline: 'top',
    filter: 'none',
  } satisfies CanvasLike<{ width: number; height: number }>;
  return { ctx, drawn };
}

const text = (over: Partial<TextItem>): TextItem => ({
  kind: 'text',
  box: { x: 10, y: 20, width: 100, height: 20 },
  text: 'Hello',
  font: 'Inter',
  size: 72 / 25.4, // one millimetre
  color: '#000000',
  align: 'left',
  lineHeight: 1,
  ...over,
});

const scene = (items: TextItem[]): Scene => ({
  width: 200,
  height: 200,
  trim: { x: 0, y: 0, width: 200, height: 200 },
  items,
});

describe('paintScene text', () => {
  it('leaves out text whose face is not ready and paints the rest', () => {
    const { ctx, drawn } = recordingCanvas();
    paintScene(ctx, scene([text({ text: 'Lora title', font: 'Lora' }), text({ text: 'Inter body' })]), {
      scale: 1,
      image: () => undefined,
      fontReady: (font) => font === 'Inter',
    });
    expect(drawn.map((d) => d.text)).toEqual(['Inter body']);
  });

  it('sets the font from the canvas’s family list, or the document’s family name', () => {
    const listed = recordingCanvas();
    paintScene(listed.ctx, scene([text({ font: 'Lora' })]), {
      scale: 10,
      image: () => undefined,
      fontFamily: (font) => `"${font}", serif`,
    });
    expect(listed.drawn[0]?.font).toBe('10px "Lora", serif');
    const plain = recordingCanvas();
    paintScene(plain.ctx, scene([text({ font: 'DejaVu Sans' })]), { scale: 10, image: () => undefined });
    expect(plain.drawn[0]?.font).toBe('10px "DejaVu Sans"');
  });

  it('puts the baseline the font’s ascender below the line’s top, as print does', () => {
    // The ascender is measured from the alphabetic baseline; from any other it would be wrong.
    const { ctx, drawn } = recordingCanvas((_font, baseline) => (baseline === 'alphabetic' ? 9 : 0));
    // A 10 px line centred in a 200 px box: its top at 20 * 10 + (200 - 10) / 2 = 295.
    paintScene(ctx, scene([text({})]), { scale: 10, image: () => undefined });
    expect(drawn[0]).toMatchObject({ y: 295 + 9, baseline: 'alphabetic' });
  });

  it('falls back to the em box’s top where the canvas reports no ascender', () => {
    const { ctx, drawn } = recordingCanvas();
    paintScene(ctx, scene([text({})]), { scale: 10, image: () => undefined });
    expect(drawn[0]).toMatchObject({ y: 295, baseline: 'top' });
  });
});
