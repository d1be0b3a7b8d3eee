import { describe, expect, it, vi } from 'vitest';
import { boundedWriter } from './stream-buffer';

/** A socket that takes nothing until `drain()`. */
function stuckSocket() {
  const waiting: (() => void)[] = [];
  const written: string[] = [];
  return {
    written,
    write: (event: string) =>
      new Promise<void>((resolve) => {
        waiting.push(() => {
          written.push(event);
          resolve();
        });
      }),
    drain: async () => {
      for (const done of waiting.splice(0)) done();
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

describe('a live stream whose reader does not read', () => {
  it('is dropped once more than the limit waits, and nothing more is queued for it', () => {
    const socket = stuckSocket();
    const overflow = vi.fn();
    const send = boundedWriter(socket.write, 100, overflow);
    send('a', 60);
    send('b', 40);
    expect(overflow).not.toHaveBeenCalled();
    send('c', 1);
    expect(overflow).toHaveBeenCalledTimes(1);
    send('d', 1);
    expect(overflow).toHaveBeenCalledTimes(1);
  });

  it('is kept while its reader keeps up, even with events bigger than the limit', async () => {
    const socket = stuckSocket();
    const overflow = vi.fn();
    const send = boundedWriter(socket.write, 100, overflow);
    for (let i = 0; i < 10; i++) {
      send(`e${i}`, 80);
      await socket.drain();
    }
    send('big', 500);
    await socket.drain();
    expect(overflow).not.toHaveBeenCalled();
    expect(socket.written).toHaveLength(11);
  });
});
