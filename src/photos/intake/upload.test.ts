import { describe, expect, it, vi } from 'vitest';
import type { LocalPhoto } from '../types';
import { handOff } from './upload';

describe('handOff', () => {
  it('hands the photo over with its print id, and a missing one as null', () => {
    const queue = { enqueue: vi.fn() };
    const photo = { id: 'a' } as LocalPhoto;
    const original = new Blob(['x']);
    handOff(queue, photo, original, 'p-1');
    handOff(queue, photo, original, undefined);
    expect(queue.enqueue.mock.calls.map((c) => c[2])).toEqual(['p-1', null]);
  });
});
