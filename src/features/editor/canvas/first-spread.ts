import { openingShown } from '../../../photos/opening-hold';

const MARK = 'bindery:first-spread';
const painted = () => performance.getEntriesByName(MARK).length > 0;

/**
 * The spread is drawn: the photos' work held while the editor opened goes on (opening-hold.ts),
 * and `npm run bench:editor` reads the mark, the first spread on screen after opening a book.
 */
export function markFirstSpread(): void {
  openingShown();
  if (!painted()) performance.mark(MARK);
}

/** Resolves once the editor has painted its first spread (work that must never delay it waits). */
export function afterFirstSpread(): Promise<void> {
  if (painted() || typeof PerformanceObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'mark' });
  });
}
