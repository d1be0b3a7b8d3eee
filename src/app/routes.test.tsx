import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadablePage } from './routes';

function Page() {
  return <h1>The page</h1>;
}

/** The loading state; counts how often it was shown. */
const fallbacks: string[] = [];
function Fallback() {
  fallbacks.push('shown');
  return <p>Loading</p>;
}

describe('preloadablePage', () => {
  afterEach(cleanup);

  it('renders a preloaded page in the first commit, with no loading state first', async () => {
    let downloads = 0;
    const { page: Lazy, preload } = preloadablePage(async () => {
      downloads++;
      return { default: Page };
    });
    await preload();
    fallbacks.length = 0;
    // Synchronous act: a page that suspended would leave the fallback on screen here.
    act(() => {
      render(
        <Suspense fallback={<Fallback />}>
          <Lazy />
        </Suspense>,
      );
    });
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(fallbacks).toEqual([]);
    expect(downloads).toBe(1);
  });

  it('downloads once for a preload and a render together, and again after a failed download', async () => {
    let downloads = 0;
    let fail = true;
    const { page: Lazy, preload } = preloadablePage(async () => {
      downloads++;
      if (fail) throw new Error('offline');
      return { default: Page };
    });
    await expect(preload()).rejects.toThrow('offline');
    fail = false;
    const first = preload();
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Lazy />
        </Suspense>,
      );
      await first;
    });
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(downloads).toBe(2);
  });
});
