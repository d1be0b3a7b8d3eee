import { describe, expect, it } from 'vitest';
import type { BookDocument } from '../model/document';
import { applyOp, type Op } from '../ops';
import { sampleBook, textFrames } from '../testing/sample-book';
import { Replica } from './replica';
import { Sequencer } from './sequencer';

const withCaption = (() => {
  const d = sampleBook(6);
  return applyOp(d, { type: 'addText', pageId: d.pages[0]!.id, text: 'caption' }).document;
})();
const caption = (d: BookDocument) => textFrames(d.pages[0]!)[0]!;
const write = (r: Replica, text: string, away = false) => {
  const before = r.view;
  const op: Op = { type: 'editText', pageId: before.pages[0]!.id, frameId: caption(before).id, text };
  return r.edit(before, applyOp(before, op).document, away)!;
};
/** Sends `batch` and lets `replicas` hear the server's order so far. */
const send = (server: Sequencer, batch: ReturnType<typeof write>, ...replicas: Replica[]) => {
  expect(server.submit(batch).status).toBe('accepted');
  return replicas.map((r) => r.receive(server.since(r.seq)!));
};

describe('Replica: "replaced your words" compares with what I last sent (issue 54)', () => {
  it('says nothing when my newer words, still on their way, come later in the order and win', () => {
    const server = new Sequencer(withCaption);
    const me = new Replica('me', withCaption);
    const ann = new Replica('ann', withCaption);
    send(server, write(me, 'Mine, first'), me, ann);
    // I rewrite it; Ann rewrites it at the same moment and hers reaches the server first.
    const second = write(me, 'Mine, second');
    const [heard] = send(server, write(ann, 'Ann’s'), me);
    expect(heard!.lost).toEqual([]);
    expect(caption(me.view).text).toBe('Mine, second');
    send(server, second, me, ann);
    expect(caption(ann.view).text).toBe('Mine, second');
    expect(caption(me.view).text).toBe('Mine, second');
  });

  it('when theirs wins, names exactly the words I last sent as mine (the Undo puts those back)', () => {
    const server = new Sequencer(withCaption);
    const me = new Replica('me', withCaption);
    const ann = new Replica('ann', withCaption);
    send(server, write(me, 'Mine, first'), me);
    send(server, write(me, 'Mine, second'), me, ann);
    const [heard] = send(server, write(ann, 'Ann’s'), me);
    expect(heard!.lost).toEqual([
      expect.objectContaining({ mine: 'Mine, second', theirs: 'Ann’s', by: 'ann' }),
    ]);
    expect(heard!.lost[0]!.away).toBeUndefined();
  });
});

describe('Replica: an edit made away that overwrites a newer one (issue 54)', () => {
  it('tells the device that was away whose newer value its edit replaces, and the other whose it lost', () => {
    const server = new Sequencer(withCaption);
    const me = new Replica('me', withCaption);
    const ann = new Replica('ann', withCaption);
    // I go offline and rewrite the caption; meanwhile Ann rewrites it, online.
    const offline = write(me, 'Written offline', true);
    expect(offline.base).toBe(0);
    const [annHears] = send(server, write(ann, 'Ann’s, newer'), ann, me);
    expect(annHears!.overwrote).toEqual([]);
    const mine = me.receive([]);
    expect(mine.lost).toEqual([]);
    // Back online, I catch up before my edit goes: it will replace Ann's, which I never saw.
    expect(caption(me.view).text).toBe('Written offline');
    const caught = new Replica('me2', withCaption, 0, [offline]).receive(server.since(0)!);
    expect(caught.overwrote).toEqual([
      expect.objectContaining({ mine: 'Written offline', theirs: 'Ann’s, newer', by: 'ann' }),
    ]);
    // My edit goes: Ann hears that an edit made away replaced her newer one.
    const [annLost] = send(server, offline, ann);
    expect(annLost!.lost).toEqual([
      expect.objectContaining({ mine: 'Ann’s, newer', theirs: 'Written offline', away: true }),
    ]);
  });

  it('stays quiet about edits made while connected, and when both wrote the same', () => {
    const server = new Sequencer(withCaption);
    const me = new Replica('me', withCaption);
    const ann = new Replica('ann', withCaption);
    const live = write(me, 'Live edit');
    const [heard] = send(server, write(ann, 'Ann’s'), me);
    expect(heard!.overwrote).toEqual([]);
    send(server, live, me, ann);
    const same = write(me, 'Same words', true);
    const [quiet] = send(server, write(ann, 'Same words'), me);
    expect(quiet!.overwrote).toEqual([]);
    send(server, same, me);
  });
});
