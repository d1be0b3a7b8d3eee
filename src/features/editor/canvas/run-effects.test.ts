import { describe, expect, it, vi } from 'vitest';
import { type CanvasHands, type CanvasSession, runEffects } from './run-effects';

const controller = {
  beginGesture: vi.fn(),
  endGesture: vi.fn(),
  edit: vi.fn(() => Promise.resolve(true)),
  editTogether: vi.fn(() => Promise.resolve(true)),
  select: vi.fn(),
  showPage: vi.fn(),
  showSpread: vi.fn(),
} satisfies CanvasSession;

const hands = (): CanvasHands => ({
  onSelect: vi.fn(),
  onSwap: vi.fn(),
  turned: vi.fn((dir: 1 | -1) => (dir > 0 ? { spread: 2, pageId: null } : { spread: 1, pageId: 'p2' })),
  setView: vi.fn(),
  slideBy: vi.fn(),
  showGhost: vi.fn(),
  startTyping: vi.fn(),
});

describe('runEffects', () => {
  it('carries out a drag: one undo step around its edits', () => {
    const op = { type: 'zoomPhoto' as const, pageId: 'p', frameId: 'f', zoom: 2 };
    runEffects([{ type: 'beginGesture' }, { type: 'edit', op }, { type: 'endGesture' }], hands(), controller);
    expect(controller.beginGesture).toHaveBeenCalledOnce();
    expect(controller.edit).toHaveBeenCalledWith(op);
    expect(controller.endGesture).toHaveBeenCalledOnce();
  });

  it('turns to the spread or page a swipe shows', () => {
    const h = hands();
    runEffects([{ type: 'turn', dir: 1 }], h, controller);
    expect(controller.showSpread).toHaveBeenCalledWith(2);
    runEffects([{ type: 'turn', dir: -1 }], h, controller);
    expect(controller.showPage).toHaveBeenCalledWith('p2');
  });

  it('selects after edits made together, once they are in', async () => {
    const ref = { pageId: 'p', frameId: 'c' };
    runEffects([{ type: 'editTogether', ops: [], thenSelect: ref }], hands(), controller);
    await vi.waitFor(() => expect(controller.select).toHaveBeenCalledWith(ref));
  });

  it('hands the canvas its own effects', () => {
    const h = hands();
    runEffects(
      [
        { type: 'slide', dx: 5 },
        { type: 'view', view: { zoom: 2, x: 0, y: 0 } },
      ],
      h,
      controller,
    );
    expect(h.slideBy).toHaveBeenCalledWith(5);
    expect(h.setView).toHaveBeenCalledWith({ zoom: 2, x: 0, y: 0 });
  });
});
