import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookDocument } from '../../../../render-core';
import { sampleBook } from '../../../../render-core/testing/sample-book';
import { memoryWorld } from './in-memory-deps';
import { MemoryLiveServer } from './in-memory-live';
import { EditorSession } from './session';

const sessions: EditorSession[] = [];
let server: MemoryLiveServer;

async function join(name: string) {
  const world = memoryWorld({}, `tab-${name}`);
  server.serve(world, name, name === 'Ann' ? 'owner' : 'edit');
  const session = new EditorSession('p1', world.deps);
  sessions.push(session);
  await session.open((t) => `${t} (copy)`);
  await settle();
  return session;
}

const settle = () => vi.advanceTimersByTimeAsync(400);
const caption = (doc: BookDocument) => doc.cover!.frames.find((f) => f.kind === 'text')!;
const captionText = (s: EditorSession) => (caption(s.document!) as { text: string }).text;
const write = (s: EditorSession, text: string) =>
  s.edit({ type: 'editText', pageId: s.document!.cover!.id, frameId: caption(s.document!).id, text });

beforeEach(() => {
  vi.useFakeTimers();
  server = new MemoryLiveServer({ p1: sampleBook(8) });
});
afterEach(() => {
  for (const s of sessions.splice(0)) s.dispose();
  vi.useRealTimers();
});

describe('an edit made away overwrites a newer one (issue 54)', () => {
  it('is shown to both, and either can keep the other one', async () => {
    const ann = await join('Ann');
    const bob = await join('Bob');
    // Each hears the other's presence (renewed every 15 s), so the notices can name them.
    await vi.advanceTimersByTimeAsync(16_000);
    server.disconnect('Bob');
    await settle();
    expect(bob.ui.collab.connected).toBe(false);
    await write(bob, 'Bob, offline');
    await settle();
    await write(ann, 'Ann, newer');
    await settle();
    server.reconnect('Bob');
    await settle();
    // Bob's edit reached the server last and stands; both are told, neither with the plain toast.
    expect(captionText(ann)).toBe('Bob, offline');
    expect(captionText(bob)).toBe('Bob, offline');
    expect(bob.ui.collab.away).toEqual([
      expect.objectContaining({
        side: 'mine',
        byName: 'Ann',
        changes: expect.arrayContaining([
          expect.objectContaining({ mine: 'Bob, offline', theirs: 'Ann, newer' }),
        ]),
      }),
    ]);
    expect(ann.ui.collab.away).toEqual([
      expect.objectContaining({
        side: 'theirs',
        byName: 'Bob',
        changes: expect.arrayContaining([
          expect.objectContaining({ mine: 'Ann, newer', theirs: 'Bob, offline' }),
        ]),
      }),
    ]);
    expect(ann.ui.collab.lost).toEqual([]);
    // Bob keeps Ann's: it is set again, everywhere, as his new edit.
    bob.settleLive(bob.ui.collab.away[0]!.id, 'theirs');
    await settle();
    expect(bob.ui.collab.away).toEqual([]);
    expect(captionText(ann)).toBe('Ann, newer');
    expect(captionText(bob)).toBe('Ann, newer');
  });

  it('keeping what stands changes nothing; Ann keeping hers sets it again', async () => {
    const ann = await join('Ann');
    const bob = await join('Bob');
    await vi.advanceTimersByTimeAsync(16_000);
    server.disconnect('Bob');
    await settle();
    await write(bob, 'Bob, offline');
    await write(ann, 'Ann, newer');
    await settle();
    server.reconnect('Bob');
    await settle();
    bob.settleLive(bob.ui.collab.away[0]!.id, 'mine');
    await settle();
    expect(captionText(ann)).toBe('Bob, offline');
    ann.settleLive(ann.ui.collab.away[0]!.id, 'mine');
    await settle();
    expect(captionText(ann)).toBe('Ann, newer');
    expect(captionText(bob)).toBe('Ann, newer');
  });

  it('says nothing of edits made while connected (the plain toast tells the one replaced)', async () => {
    const ann = await join('Ann');
    const bob = await join('Bob');
    await write(bob, 'Bob, live');
    await settle();
    await write(ann, 'Ann, live');
    await settle();
    expect([...ann.ui.collab.away, ...bob.ui.collab.away]).toEqual([]);
    expect(bob.ui.collab.lost).toHaveLength(1);
  });
});
