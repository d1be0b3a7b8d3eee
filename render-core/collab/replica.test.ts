import { describe, expect, it } from 'vitest';
import type { BookDocument } from '../model/document';
import { applyOp, type Op } from '../ops';
import { sampleBook, textFrames } from '../testing/sample-book';
import { Replica } from './replica';
import { Sequencer } from './sequencer';

const withCaptions = (() => {
  let d = sampleBook(12);
  for (const page of d.pages.slice(0, 2))
    d = applyOp(d, { type: 'addText', pageId: page.id, text: 'caption' }).document;
  return d;
})();
const caption = (d: BookDocument, page: number) => textFrames(d.pages[page]!)[0]!;
const setCaption = (r: Replica, page: number, text: string) => {
  const before = r.view;
  const f = caption(before, page);
  const op: Op = { type: 'editText', pageId: before.pages[page]!.id, frameId: f.id, text };
  return r.edit(before, applyOp(before, op).document)!;
};

describe('Replica', () => {
  it('shows its own edit at once, and confirms it when the server order comes back', () => {
    const server = new Sequencer(withCaptions);
    const a = new Replica('a', withCaptions);
    const batch = setCaption(a, 0, 'Sea');
    expect(caption(a.view, 0).text).toBe('Sea');
    expect(a.pending).toHaveLength(1);
    server.submit(batch);
    const report = a.receive(server.since(0)!);
    expect(report).toMatchObject({ confirmed: [batch.batchId], gap: false, lost: [] });
    expect(a.pending).toEqual([]);
    expect(a.view).toEqual(server.document);
    expect(a.confirmed).toEqual(server.document);
  });

  it('edits to different pages merge silently', () => {
    const server = new Sequencer(withCaptions);
    const a = new Replica('a', withCaptions);
    const b = new Replica('b', withCaptions);
    server.submit(setCaption(a, 0, 'Sea'));
    server.submit(setCaption(b, 1, 'Hills'));
    for (const r of [a, b]) {
      expect(r.receive(server.since(0)!).lost).toEqual([]);
      expect(r.view).toEqual(server.document);
      expect([caption(r.view, 0).text, caption(r.view, 1).text]).toEqual(['Sea', 'Hills']);
    }
  });

  it('the same field: the later batch wins and the earlier writer hears what it lost', () => {
    const server = new Sequencer(withCaptions);
    const a = new Replica('a', withCaptions);
    const b = new Replica('b', withCaptions);
    server.submit(setCaption(a, 0, 'Mine'));
    a.receive(server.since(0)!);
    // b was offline: its edit is still pending when a's arrives, and comes later in the order.
    const fromB = setCaption(b, 0, 'Theirs');
    expect(b.receive(server.since(0)!).lost).toEqual([]);
    expect(caption(b.view, 0).text).toBe('Theirs');
    server.submit(fromB);
    const report = a.receive(server.since(a.seq)!);
    expect(report.lost).toEqual([
      expect.objectContaining({ mine: 'Mine', theirs: 'Theirs', by: 'b', batchId: 'a:0' }),
    ]);
    b.receive(server.since(b.seq)!);
    expect(a.view).toEqual(b.view);
    expect(caption(a.view, 0).text).toBe('Theirs');
  });

  it('reports a gap instead of skipping a batch, and ignores a repeat', () => {
    const server = new Sequencer(withCaptions);
    const a = new Replica('a', withCaptions);
    server.submit(setCaption(new Replica('b', withCaptions), 0, 'one'));
    server.submit(setCaption(new Replica('c', withCaptions), 1, 'two'));
    const [first, second] = server.since(0)!;
    expect(a.receive([second!])).toMatchObject({ gap: true, confirmed: [] });
    expect(a.receive([first!, first!, second!, second!]).confirmed).toEqual([
      first!.batchId,
      second!.batchId,
    ]);
    expect(a.view).toEqual(server.document);
  });

  it('a refused batch leaves the view; later pending batches stay', () => {
    const a = new Replica('a', withCaptions);
    const one = setCaption(a, 0, 'one');
    setCaption(a, 1, 'two');
    expect(a.refused(one.batchId)).toBe(one);
    expect(caption(a.view, 0).text).toBe('caption');
    expect(caption(a.view, 1).text).toBe('two');
    expect(a.refused('nope')).toBeNull();
  });

  it('a restored replica resends its kept batches and numbers new ones after them', () => {
    const first = new Replica('a', withCaptions);
    const kept = setCaption(first, 0, 'kept');
    const again = new Replica('a', withCaptions, 0, first.pending);
    expect(caption(again.view, 0).text).toBe('kept');
    expect(setCaption(again, 1, 'new').batchId).not.toBe(kept.batchId);
  });
});
