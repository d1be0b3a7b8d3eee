import { describe, expect, it } from 'vitest';
import type { PickedFile } from '../library';
import { forgetAfter, KEEP_CHUNK, keepInChunks, markKept, settleLater } from './store';

const tick = () => new Promise((r) => setTimeout(r, 0));
const entry = (i: number): PickedFile => ({
  id: `p${i}`,
  draftId: 'd',
  addedAt: i,
  file: new File(['x'], `${i}.jpg`),
});

describe('keepInChunks', () => {
  it('keeps the picked files a chunk per task, and settles each one once its write is done', async () => {
    const entries = Array.from({ length: KEEP_CHUNK + 3 }, (_, i) => entry(i));
    const kept = entries.map(() => settleLater());
    const outcome = kept.map((k) =>
      k.promise.then(
        () => 'kept',
        (err: Error) => err.message,
      ),
    );
    const chunks: number[] = [];
    keepInChunks(entries, kept, (chunk) => {
      chunks.push(chunk.length);
      return chunk.map((e) => (e.id === 'p1' ? Promise.reject(new Error('full')) : Promise.resolve()));
    });
    expect(chunks).toEqual([]);
    await tick();
    expect(chunks).toEqual([KEEP_CHUNK]);
    await tick();
    expect(chunks).toEqual([KEEP_CHUNK, 3]);
    const settled = await Promise.all(outcome);
    expect(settled.slice(0, 3)).toEqual(['kept', 'full', 'kept']);
    expect(settled.at(-1)).toBe('kept');
  });
});

describe('forgetAfter', () => {
  it('forgets only once the write is over, even a failed one', async () => {
    const log: string[] = [];
    const write = settleLater();
    forgetAfter(write.promise, async () => void log.push('forgot'));
    await tick();
    expect(log).toEqual([]);
    write.resolve();
    await tick();
    expect(log).toEqual(['forgot']);
  });
});

describe('markKept', () => {
  it('marks the moment every file of the pick is kept or failed, not before, and only once', async () => {
    performance.clearMarks('bindery:picked-kept');
    const kept = [settleLater(), settleLater()];
    markKept(kept);
    kept[0]?.resolve();
    await tick();
    expect(performance.getEntriesByName('bindery:picked-kept')).toHaveLength(0);
    kept[1]?.reject(new Error('quota'));
    await tick();
    expect(performance.getEntriesByName('bindery:picked-kept')).toHaveLength(1);
    const again = settleLater();
    markKept([again]);
    again.resolve();
    await tick();
    expect(performance.getEntriesByName('bindery:picked-kept')).toHaveLength(1);
    performance.clearMarks('bindery:picked-kept');
  });
});
