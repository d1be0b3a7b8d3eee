import { describe, expect, it, vi } from 'vitest';
import { squareBook } from '../render-core/testing/products';
import { samplePhotos } from '../render-core/testing/sample-photos';
import { createRenderClient } from './render-client';

describe('createRenderClient', () => {
  it('runs on the main thread when workers do not exist', async () => {
    const client = await createRenderClient();
    expect(client.where).toBe('main-thread');
    const doc = await client.autoLayout(samplePhotos(12), squareBook);
    expect(doc.photos).toHaveLength(12);
  });

  it('falls back when the worker cannot start', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = () => {
      throw new Error('blocked by content security policy');
    };
    vi.stubGlobal('Worker', class {});
    try {
      const client = await createRenderClient({ createWorker: broken as unknown as () => Worker });
      expect(client.where).toBe('main-thread');
      expect(await client.ping()).toBe('pong');
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/main thread/), expect.any(Error));
    } finally {
      vi.unstubAllGlobals();
      warn.mockRestore();
    }
  });
});
