import { describe, expect, it, vi } from 'vitest';

describe('whenNearScreen', () => {
  it('tells each element once, when it comes near, from one observer; a stop drops it', async () => {
    const observers: {
      fire: (entries: { target: Element; isIntersecting: boolean }[]) => void;
      watched: Set<Element>;
    }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        watched = new Set<Element>();
        constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
          observers.push({ fire: callback, watched: this.watched });
        }
        observe(el: Element) {
          this.watched.add(el);
        }
        unobserve(el: Element) {
          this.watched.delete(el);
        }
      },
    );
    try {
      const { whenNearScreen } = await import('./near-screen');
      const a = document.createElement('li');
      const b = document.createElement('li');
      const c = document.createElement('li');
      const seen: string[] = [];
      whenNearScreen(a, () => seen.push('a'));
      whenNearScreen(b, () => seen.push('b'));
      const stopC = whenNearScreen(c, () => seen.push('c'));
      expect(observers).toHaveLength(1);
      const [shared] = observers as [(typeof observers)[0]];
      shared.fire([
        { target: a, isIntersecting: false },
        { target: b, isIntersecting: true },
      ]);
      expect(seen).toEqual(['b']);
      expect(shared.watched.has(b)).toBe(false);
      stopC();
      expect(shared.watched.has(c)).toBe(false);
      shared.fire([
        { target: a, isIntersecting: true },
        { target: b, isIntersecting: true },
        { target: c, isIntersecting: true },
      ]);
      expect(seen).toEqual(['b', 'a']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
