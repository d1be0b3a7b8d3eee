import { describe, expect, it } from 'vitest';
import { applyOp } from '../ops';
import { photoFrames, sampleBook } from '../testing/sample-book';
import { opsBetween } from './ops';
import { type Batch, Sequencer } from './sequencer';

const doc = sampleBook(12);
const frame = photoFrames(doc.pages[0]!)[0]!;
const zoomed = (zoom: number) =>
  opsBetween(
    doc,
    applyOp(doc, { type: 'zoomPhoto', pageId: doc.pages[0]!.id, frameId: frame.id, zoom }).document,
  );

describe('Sequencer', () => {
  it('numbers accepted batches and logs them in order', () => {
    const server = new Sequencer(doc);
    const a = server.submit({ clientId: 'a', batchId: 'a:0', ops: zoomed(2) });
    const b = server.submit({ clientId: 'b', batchId: 'b:0', ops: zoomed(3) });
    expect(a).toMatchObject({ status: 'accepted', seq: 1 });
    expect(b).toMatchObject({ status: 'accepted', seq: 2 });
    expect(photoFrames(server.document.pages[0]!)[0]!.crop.zoom).toBe(3);
    expect(server.since(0)!.map((x) => x.batchId)).toEqual(['a:0', 'b:0']);
    expect(server.since(1)!.map((x) => x.batchId)).toEqual(['b:0']);
    expect(server.since(2)).toEqual([]);
  });

  it('answers a resent batch again without applying it twice (idempotent by batchId)', () => {
    const server = new Sequencer(doc);
    const batch: Batch = { clientId: 'a', batchId: 'a:0', ops: zoomed(2) };
    const first = server.submit(batch);
    server.submit({ clientId: 'b', batchId: 'b:0', ops: zoomed(3) });
    expect(server.submit(batch)).toEqual(first);
    expect(server.seq).toBe(2);
    expect(photoFrames(server.document.pages[0]!)[0]!.crop.zoom).toBe(3);
  });

  it('refuses an invalid op or a failed check with a reason, and keeps the document', () => {
    const server = new Sequencer(doc);
    const bad = server.submit({ clientId: 'a', batchId: 'a:0', ops: [{ kind: 'set', path: [], value: 1 }] });
    expect(bad).toMatchObject({ status: 'refused', reason: 'invalid-op' });
    const checked = server.submit({ clientId: 'a', batchId: 'a:1', ops: zoomed(2) }, () => 'read only');
    expect(checked).toEqual({
      status: 'refused',
      batchId: 'a:1',
      reason: 'check-failed',
      message: 'read only',
    });
    expect(server.document).toBe(doc);
    expect(server.seq).toBe(0);
    // The same batch, resent, gets the same answer even when the check would now pass.
    expect(server.submit({ clientId: 'a', batchId: 'a:1', ops: zoomed(2) })).toEqual(checked);
  });

  it('a restored sequencer answers resends from its log and knows how far its log reaches', () => {
    const log = [{ seq: 5, clientId: 'a', batchId: 'a:4', ops: zoomed(2) }];
    const server = new Sequencer(doc, 5, log);
    expect(server.submit(log[0]!)).toMatchObject({ status: 'accepted', seq: 5 });
    expect(server.since(4)!.map((b) => b.seq)).toEqual([5]);
    expect(server.since(2)).toBeNull();
  });
});
