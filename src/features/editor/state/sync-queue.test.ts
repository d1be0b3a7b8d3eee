import { describe, expect, it } from 'vitest';
import { autoLayoutBook, type BookDocument } from '../../../../render-core';
import { squareBook } from '../../../../render-core/testing/products';
import { samplePhotos } from '../../../../render-core/testing/sample-photos';
import { type SaveAnswer, SyncQueue, type SyncState } from './sync-queue';

const base = autoLayoutBook(samplePhotos(4), squareBook, { id: 'p1' });

/** A queue on hand-driven timers and a scripted server. */
function harness(answers: SaveAnswer[], dirty = false) {
  const timers: { fn: () => void; ms: number }[] = [];
  const sent: { baseRevision: number; title: string }[] = [];
  const states: SyncState[] = [];
  let doc: BookDocument = base;
  const queue = new SyncQueue({
    printId: 'p1',
    baseRevision: 1,
    dirty,
    document: () => doc,
    transport: {
      async save(_id, baseRevision, document) {
        sent.push({ baseRevision, title: document.title });
        return answers.shift() ?? { kind: 'saved', revision: baseRevision + 1 };
      },
    },
    onChange: (s) => states.push({ ...s }),
    schedule: (fn, ms) => {
      const t = { fn, ms };
      timers.push(t);
      return t;
    },
    cancel: (h) => {
      const i = timers.indexOf(h as (typeof timers)[number]);
      if (i >= 0) timers.splice(i, 1);
    },
    random: () => 0,
  });
  const tick = async () => {
    const t = timers.shift();
    t?.fn();
    await new Promise((r) => setTimeout(r, 0));
    return t?.ms;
  };
  return {
    queue,
    sent,
    states,
    timers,
    tick,
    edit: (title: string) => {
      doc = { ...doc, title };
      queue.changed();
    },
  };
}

describe('SyncQueue', () => {
  it('sends a burst of edits as one save on the revision it was made on', async () => {
    const h = harness([]);
    h.edit('a');
    h.edit('b');
    expect(h.timers).toHaveLength(1);
    await h.tick();
    expect(h.sent).toEqual([{ baseRevision: 1, title: 'b' }]);
    expect(h.queue.state).toMatchObject({ status: 'saved', baseRevision: 2, dirty: false });
  });

  it('retries with growing delays while offline, and saves once back', async () => {
    const h = harness([{ kind: 'offline' }, { kind: 'offline' }]);
    h.edit('a');
    await h.tick();
    expect(h.queue.state.status).toBe('offline');
    expect(await h.tick()).toBe(1000);
    expect(await h.tick()).toBe(2000);
    expect(h.queue.state).toMatchObject({ status: 'saved', baseRevision: 2 });
    expect(h.sent).toHaveLength(3);
  });

  it('sends edits made during a save in a second save', async () => {
    const h = harness([]);
    h.edit('a');
    const first = h.timers.shift()!;
    first.fn();
    h.edit('b');
    await new Promise((r) => setTimeout(r, 0));
    expect(h.queue.state.dirty).toBe(true);
    while (h.timers.length) await h.tick();
    expect(h.sent.map((s) => s.title)).toEqual(['a', 'b']);
    expect(h.sent[1]!.baseRevision).toBe(2);
  });

  it('stops on a conflict until the user chooses, keeping edits made meanwhile', async () => {
    const h = harness([{ kind: 'conflict', current: { document: base, revision: 7 } }]);
    h.edit('mine');
    await h.tick();
    expect(h.queue.state.status).toBe('conflict');
    h.edit('mine again');
    expect(h.timers).toHaveLength(0);
    h.queue.settle(7, true);
    await h.tick();
    expect(h.sent.at(-1)).toEqual({ baseRevision: 7, title: 'mine again' });
    expect(h.queue.state).toMatchObject({ status: 'saved', baseRevision: 8 });
  });

  it('takes the server copy when the user drops local edits', async () => {
    const h = harness([{ kind: 'conflict', current: { document: base, revision: 7 } }]);
    h.edit('mine');
    await h.tick();
    h.queue.settle(7, false);
    expect(h.queue.state).toMatchObject({ status: 'saved', baseRevision: 7, dirty: false });
    expect(h.timers).toHaveLength(0);
  });

  it('sends what a previous visit left unsent at once', async () => {
    const h = harness([], true);
    expect(await h.tick()).toBe(0);
    expect(h.sent).toHaveLength(1);
  });
});
