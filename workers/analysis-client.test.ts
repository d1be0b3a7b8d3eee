import { describe, expect, it, vi } from 'vitest';
import { createAnalysisApi } from './analysis-api';
import { releaseSharedAnalysisClient, sharedAnalysisClient } from './analysis-client';

describe('the editor session’s analysis client', () => {
  it('is one client for the draft’s analysis and the People screen, till the editor lets it go', async () => {
    const create = vi.fn(() => {
      throw new Error('no workers here');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A browser with workers, whose worker cannot start: the client falls back to the main thread.
    vi.stubGlobal('Worker', class {});
    const first = await sharedAnalysisClient({ createWorker: create });
    const second = await sharedAnalysisClient({ createWorker: create });
    expect(second).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    releaseSharedAnalysisClient();
    const third = await sharedAnalysisClient({ createWorker: create });
    expect(third).not.toBe(first);
    expect(create).toHaveBeenCalledTimes(2);
    // The main thread runs no face model: the People screen is told so, and starts its own worker.
    expect(third.where).toBe('main-thread');
    await expect(third.describeFaces({ data: new Uint8Array(4), width: 1, height: 1 })).rejects.toThrow(
      /no face model/,
    );
    releaseSharedAnalysisClient();
    warn.mockRestore();
    vi.unstubAllGlobals();
  });

  it('describes faces with the same detector the analysis uses', async () => {
    const face = { box: { x: 0.1, y: 0.1, width: 0.2, height: 0.2 }, score: 0.9, embedding: [1, 0] };
    const describeFaces = vi.fn(async () => [face]);
    const api = createAnalysisApi<never>({
      pixels: () => ({ data: new Uint8Array(4), width: 1, height: 1 }),
      describeFaces,
    });
    const image = { data: new Uint8Array(4), width: 1, height: 1 };
    expect(await api.describeFaces(image)).toEqual([face]);
    expect(describeFaces).toHaveBeenCalledWith(image);
  });
});
