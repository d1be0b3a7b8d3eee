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

/** A canvas that records its text, measuring every character 5 px wide and an ascender of 9 px. */
function recordingCanvas() {
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
    measureText(text: string) {
      return { width: text.length * 5, fontBoundingBoxAscent: 9 };
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

  it('puts the baseline the face’s ascender below the line’s top, as print does, whatever the canvas measures', () => {
    const { ctx, drawn } = recordingCanvas();
    // A 10 px line centred in a 200 px box: its top at 20 * 10 + (200 - 10) / 2 = 295; Inter's
    // ascender is 1984/2048 of its em.
    paintScene(ctx, scene([text({ font: 'Inter' })]), { scale: 10, image: () => undefined });
    expect(drawn[0]?.baseline).toBe('alphabetic');
    expect(drawn[0]?.y).toBeCloseTo(295 + (10 * 1984) / 2048, 6);
  });
});
