import { describe, expect, it } from 'vitest';
import { apply, diff, invert } from '../history/diff';
import { type BookDocument, bookDocumentSchema } from '../model/document';
import { applyOp, type Op } from '../ops';
import { photoFrames, sampleBook, textFrames } from '../testing/sample-book';
import { applyOps } from './apply-ops';
import { inverseOps } from './inverse';
import { opsBetween } from './ops';
import { Replica } from './replica';
import { Sequencer } from './sequencer';

const base = (() => {
  let d = sampleBook(24); // a photo on every page
  for (const page of d.pages.slice(0, 2))
    d = applyOp(d, { type: 'addText', pageId: page.id, text: 'caption' }).document;
  return d;
})();
const caption = (d: BookDocument, page: number) => textFrames(d.pages[page]!)[0]!;
const editCaption = (d: BookDocument, page: number, text: string): Op => ({
  type: 'editText',
  pageId: d.pages[page]!.id,
  frameId: caption(d, page).id,
  text,
});

describe('inverseOps: undo per person', () => {
  it("A's undo restores only A's caption on page 1, not B's later edit on page 2", () => {
    const server = new Sequencer(base);
    const a = new Replica('a', base);
    const b = new Replica('b', base);
    const aBefore = a.view;
    const mine = a.edit(aBefore, applyOp(aBefore, editCaption(aBefore, 0, 'A was here')).document)!;
    server.submit(mine);
    server.submit(b.edit(b.view, applyOp(b.view, editCaption(b.view, 1, 'B was here')).document)!);
    a.receive(server.since(0)!);
    server.submit(a.local(inverseOps(aBefore, mine.ops)));
    a.receive(server.since(a.seq)!);
    b.receive(server.since(0)!);
    expect(caption(server.document, 0).text).toBe('caption');
    expect(caption(server.document, 1).text).toBe('B was here');
    expect(a.view).toEqual(server.document);
    expect(b.view).toEqual(server.document);
  });

  it("agrees with history's id-addressed undo when others edited elsewhere since (but keeps the id counter)", () => {
    const frame = photoFrames(base.pages[3]!)[0]!;
    const mineEdits: Op[][] = [
      [editCaption(base, 0, 'new words')],
      [{ type: 'zoomPhoto', pageId: base.pages[3]!.id, frameId: frame.id, zoom: 2.5 }],
      [{ type: 'movePage', pageId: base.pages[0]!.id, to: 4 }],
      [{ type: 'removePage', pageId: base.pages[2]!.id }],
      [{ type: 'addPage', at: 1 }],
      [{ type: 'changeTheme', theme: 'night' }],
    ];
    const theirs = applyOp(base, editCaption(base, 1, 'theirs')).document;
    for (const ops of mineEdits) {
      const after = ops.reduce((d, op) => applyOp(d, op).document, base);
      const mine = opsBetween(base, after);
      const merged = applyOps(after, opsBetween(base, theirs)).document;
      const undone = applyOps(merged, inverseOps(base, mine));
      const byHistory = apply(merged, invert(diff(base, after))).value;
      expect(undone.skipped).toEqual([]);
      // The id counter never goes back (ops.ts), so ids handed out before the undo stay unique.
      const counterless = (d: BookDocument) => ({ ...d, nextId: 0 });
      expect(undone.document.nextId).toBe(after.nextId);
      expect(counterless(undone.document)).toEqual(counterless(byHistory));
      expect(counterless(undone.document)).toEqual(
        counterless(applyOps(base, opsBetween(base, theirs)).document),
      );
      expect(bookDocumentSchema.safeParse(undone.document).success).toBe(true);
    }
  });

  it('puts deleted and moved records back in their places, last op first', () => {
    const ids = base.pages.map((p) => p.id);
    const order = [ids[3]!, ids[0]!, ids[4]!, ...ids.slice(5)];
    const byId = new Map(base.pages.map((p) => [p.id, p]));
    const after = { ...base, pages: order.map((id) => byId.get(id)!) };
    const ops = opsBetween(base, after);
    expect(applyOps(after, inverseOps(base, ops)).document.pages.map((p) => p.id)).toEqual(ids);
  });
});
