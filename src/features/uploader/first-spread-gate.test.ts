import { describe, expect, it, vi } from 'vitest';
import { firstSpreadGate } from './first-spread-gate';

describe('firstSpreadGate', () => {
  it('holds what waits for it until the first spread is drawn, then lets all of it go once', async () => {
    const gate = firstSpreadGate(8000, () => {});
    const heard = vi.fn();
    const after = vi.fn();
    gate.onOpen(heard);
    void gate.drawn.then(after);
    gate.picked();
    await Promise.resolve();
    expect(gate.isOpen()).toBe(false);
    expect(heard).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
    gate.open();
    gate.open();
    await gate.drawn;
    expect(heard).toHaveBeenCalledTimes(1);
    expect(after).toHaveBeenCalledTimes(1);
    // A listener that comes later hears it at once.
    const late = vi.fn();
    gate.onOpen(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('opens by itself after the wait once photos were picked, never before a pick', () => {
    const timers: { run: () => void; ms: number }[] = [];
    const gate = firstSpreadGate(8000, (run, ms) => timers.push({ run, ms }));
    expect(timers).toHaveLength(0);
    gate.picked();
    gate.picked();
    expect(timers.map((t) => t.ms)).toEqual([8000]);
    expect(gate.isOpen()).toBe(false);
    timers[0]?.run();
    expect(gate.isOpen()).toBe(true);
  });

  it('runs the held steps after it opens, one at a time in the order asked, a failed one not stopping the next', async () => {
    const gate = firstSpreadGate(8000, () => {});
    const log: string[] = [];
    let endFirst: () => void = () => {};
    const first = gate.inTurn(
      () =>
        new Promise<void>((resolve) => {
          log.push('first starts');
          endFirst = () => {
            log.push('first ends');
            resolve();
          };
        }),
    );
    const failing = gate.inTurn(async () => {
      log.push('second');
      throw new Error('full');
    });
    const third = gate.inTurn(async () => log.push('third'));
    await new Promise((r) => setTimeout(r, 10));
    expect(log).toEqual([]);
    gate.open();
    // Each step waits for an idle moment of the main thread (a timer where there is no idle callback).
    await vi.waitFor(() => expect(log).toEqual(['first starts']));
    endFirst();
    await first;
    await expect(failing).rejects.toThrow('full');
    await third;
    expect(log).toEqual(['first starts', 'first ends', 'second', 'third']);
  });

  it('opens at a mark once it is made, or at once when it was made before', () => {
    const timers: (() => void)[] = [];
    const gate = firstSpreadGate(8000, (run) => timers.push(run));
    gate.openAtMark('test:editor-spread');
    expect(gate.isOpen()).toBe(false);
    performance.mark('test:editor-spread');
    const later = firstSpreadGate(8000, () => {});
    later.openAtMark('test:editor-spread');
    expect(later.isOpen()).toBe(true);
    // The first gate opens by its observer (asynchronously) or, at the most, by its timer.
    timers.forEach((run) => {
      run();
    });
    expect(gate.isOpen()).toBe(true);
  });
});
