import { describe, expect, it } from 'vitest';
import { autoLayoutBook, type BookDocument } from '../../../../render-core';
import { squareBook } from '../../../../render-core/testing/products';
import { samplePhotos } from '../../../../render-core/testing/sample-photos';
import type { ServerCopy } from './start-from';
import { type ChangeOrigin, type SaveAnswer, SyncQueue, type SyncState } from './sync-queue';

const base = autoLayoutBook(samplePhotos(4), squareBook, { id: 'p1' });

/** A queue on hand-driven timers and a scripted server. */
function harness(
  answers: SaveAnswer[],
  dirty = false,
  rebase?: (current: ServerCopy, mine: BookDocument) => BookDocument | null,
) {
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
    rebase:
      rebase &&
      ((current) => {
        const next = rebase(current, doc);
        if (!next) return null;
        doc = next;
        return next !== current.document;
      }),
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
    edit: (title: string, origin: ChangeOrigin = 'user') => {
      doc = { ...doc, title };
      queue.changed(origin);
    },
    document: () => doc,
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

  it('tells of a run of edits once: the save state shown does not change per key press', () => {
    const h = harness([]);
    h.edit('a');
    h.edit('b');
    h.edit('c');
    expect(h.states.map((s) => [s.status, s.dirty])).toEqual([['waiting', true]]);
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

  it('takes a 409 whose server copy is exactly what it sent as saved: an earlier save arrived, its answer was lost', async () => {
    // The page reloaded mid-save: the server has revision 2, the kept draft still says 1. The
    // server answers in its own key order (jsonb), the same document all the same.
    const arrived = JSON.parse(JSON.stringify(base)) as BookDocument;
    const reordered = Object.fromEntries(Object.entries(arrived).reverse()) as unknown as BookDocument;
    const again = harness([{ kind: 'conflict', current: { document: reordered, revision: 2 } }], true);
    await again.tick();
    expect(again.queue.state).toMatchObject({
      status: 'saved',
      baseRevision: 2,
      dirty: false,
      conflict: null,
    });
    expect(again.states.map((s) => s.status)).not.toContain('conflict');
    // A server copy that differs is still the customer's choice.
    const other = harness(
      [{ kind: 'conflict', current: { document: { ...reordered, title: 'theirs' }, revision: 2 } }],
      true,
    );
    await other.tick();
    expect(other.queue.state.status).toBe('conflict');
  });

  it('sends what a previous visit left unsent at once', async () => {
    const h = harness([], true);
    expect(await h.tick()).toBe(0);
    expect(h.sent).toHaveLength(1);
  });

  describe("when another copy saved first and only the app's own changes are unsent", () => {
    const theirs: ServerCopy = { document: { ...base, title: 'theirs' }, revision: 7 };
    /** The app's change again on the server's copy: it renames, as the place names do. */
    const again = (current: ServerCopy, mine: BookDocument) =>
      mine.title === current.document.title ? current.document : { ...current.document, title: mine.title };

    it('applies them again on the server copy and sends that, never asking the customer', async () => {
      const h = harness([{ kind: 'conflict', current: theirs }], false, again);
      h.edit('named by the app', 'auto');
      await h.tick();
      expect(h.states.map((s) => s.status)).not.toContain('conflict');
      expect(h.queue.state).toMatchObject({
        status: 'waiting',
        baseRevision: 7,
        dirty: true,
        conflict: null,
      });
      await h.tick();
      expect(h.sent.at(-1)).toEqual({ baseRevision: 7, title: 'named by the app' });
      expect(h.queue.state).toMatchObject({ status: 'saved', baseRevision: 8, dirty: false });
    });

    it('takes the server copy as it is when applying them again changes nothing', async () => {
      const h = harness([{ kind: 'conflict', current: theirs }], false, (current) => current.document);
      h.edit('already there', 'auto');
      await h.tick();
      expect(h.queue.state).toMatchObject({ status: 'saved', baseRevision: 7, dirty: false });
      expect(h.document().title).toBe('theirs');
      expect(h.timers).toHaveLength(0);
    });

    it("still asks when one of the customer's edits is unsent, even after the app's", async () => {
      const h = harness([{ kind: 'conflict', current: theirs }], false, again);
      h.edit('mine');
      h.edit('named by the app', 'auto');
      await h.tick();
      expect(h.queue.state.status).toBe('conflict');
      expect(h.queue.state.conflict).toEqual(theirs);
    });

    it("rebases once the customer's edits are saved and only the app's follow", async () => {
      const h = harness(
        [
          { kind: 'saved', revision: 2 },
          { kind: 'conflict', current: theirs },
        ],
        false,
        again,
      );
      h.edit('mine');
      await h.tick();
      h.edit('named by the app', 'auto');
      await h.tick();
      expect(h.queue.state).toMatchObject({ status: 'waiting', baseRevision: 7 });
    });

    it('asks the customer when the server copy cannot be taken', async () => {
      const h = harness([{ kind: 'conflict', current: theirs }], false, () => null);
      h.edit('named by the app', 'auto');
      await h.tick();
      expect(h.queue.state.status).toBe('conflict');
    });

    it('treats what a previous visit left unsent as the customer’s', async () => {
      const h = harness([{ kind: 'conflict', current: theirs }], true, again);
      await h.tick();
      expect(h.queue.state.status).toBe('conflict');
    });
  });
});
