/**
 * One IntersectionObserver for every photo tile (a book can have 500): an observer per tile cost
 * the phone's main thread a setup and a check each, at the moment the photos were being read.
 * Each element's callback runs once, when it first comes within 400 px of the screen.
 */
let observer: IntersectionObserver | null = null;
const waiting = new Map<Element, () => void>();

function shared(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const near = waiting.get(entry.target);
        stopWatching(entry.target);
        near?.();
      }
    },
    { rootMargin: '400px 0px' },
  );
  return observer;
}

function stopWatching(el: Element) {
  waiting.delete(el);
  observer?.unobserve(el);
}

/** Calls `near` once `el` comes near the screen (at once where there is no IntersectionObserver); answers a stop. */
export function whenNearScreen(el: Element, near: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    near();
    return () => {};
  }
  waiting.set(el, near);
  shared().observe(el);
  return () => stopWatching(el);
}
