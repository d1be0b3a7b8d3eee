import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BookDocument, type Page, Sequencer } from '../../../../render-core';
import { photoFrames, sampleBook, textFrames } from '../../../../render-core/testing/sample-book';
import { memoryWorld } from './in-memory-deps';
import { MemoryLiveServer } from './in-memory-live';
import type { LiveState } from './live-types';
import { EditorSession } from './session';
import { goLive } from './go-live';
import { idTagOf } from './session-live';

const sessions: EditorSession[] = [];
let server: MemoryLiveServer;
let book: BookDocument;

async function join(name: string, access: LiveState['access'] = 'edit', kept?: Map<string, LiveState>) {
  const world = memoryWorld({}, `tab-${name}`);
  server.serve(world, name, access);
  if (kept) world.deps.live = server.device(name, kept);
  const session = new EditorSession('p1', world.deps);
  sessions.push(session);
  await session.open((t) => `${t} (copy)`);
  await settle();
  return session;
}

/** Lets the network and the link's timers run (a few rounds of sends and deliveries). */
const settle = () => vi.advanceTimersByTimeAsync(400);

const caption = (doc: BookDocument) => doc.cover!.frames.find((f) => f.kind === 'text')!;
const captionText = (s: EditorSession) => (caption(s.document!) as { text: string }).text;
const photoPage = (doc: BookDocument, n: number): Page =>
  doc.pages.filter((p) => photoFrames(p).length > 0)[n]!;
const panOf = (s: EditorSession, page: Page) => {
  const frame = s.records!.frames.get(photoFrames(page)[0]!.id)!.frame as { crop: { centerX: number } };
  return frame.crop.centerX;
};
const editCaption = (s: EditorSession, text: string) =>
  s.edit({ type: 'editText', pageId: s.document!.cover!.id, frameId: caption(s.document!).id, text });
const pan = (s: EditorSession, page: Page, centerX: number) =>
  s.edit({ type: 'panPhoto', pageId: page.id, frameId: photoFrames(page)[0]!.id, centerX, centerY: 0.5 });

beforeEach(() => {
  vi.useFakeTimers();
  book = sampleBook(12);
  expect(textFrames(book.cover!).length).toBeGreaterThan(0);
  server = new MemoryLiveServer({ p1: book });
});
afterEach(() => {
  for (const s of sessions.splice(0)) s.dispose();
  vi.useRealTimers();
});

describe('a shared design, live (issue 27)', () => {
  it('merges two editors on different pages without a conflict, each seeing the other', async () => {
    const a = await join('a', 'owner');
    const b = await join('b');
    expect(a.ui.collab).toMatchObject({ live: true, connected: true, access: 'owner' });
    const [p1, p2] = [photoPage(book, 0), photoPage(book, 1)];
    await pan(a, p1, 0.2);
    await pan(b, p2, 0.8);
    await settle();
    for (const s of [a, b]) {
      expect(panOf(s, p1)).toBe(0.2);
      expect(panOf(s, p2)).toBe(0.8);
      expect(s.ui.sync).toMatchObject({ status: 'saved', dirty: false, conflict: null });
    }
    expect(server.designs.get('p1')!.document).toEqual(a.document);
    // An op, not a document, went over the wire.
    expect(Math.max(...server.sent.map((s) => s.bytes))).toBeLessThan(JSON.stringify(book).length / 20);
  });

  it('ends two offline edits of one caption in one caption, and tells the loser, who can undo', async () => {
    const a = await join('a', 'owner');
    const b = await join('b');
    server.offline.add('b');
    await editCaption(b, 'From B, offline');
    await settle();
    await editCaption(a, 'From A');
    await settle();
    expect(b.ui.sync.status).not.toBe('saved');
    server.reconnect('b');
    b.ui.online = true;
    await settle();
    // B's batch reached the server last: the same field, the last writer wins everywhere.
    expect(captionText(a)).toBe('From B, offline');
    expect(captionText(b)).toBe('From B, offline');
    expect(a.ui.collab.lost).toHaveLength(1);
    expect(a.ui.collab.lost[0]).toMatchObject({ what: 'text', byName: 'b' });
    expect(a.ui.collab.lost[0]!.changes).toContainEqual(
      expect.objectContaining({ mine: 'From A', theirs: 'From B, offline' }),
    );
    expect(b.ui.collab.lost).toHaveLength(0);
    a.settleLive(a.ui.collab.lost[0]!.id, 'mine');
    await settle();
    expect(a.ui.collab.lost).toHaveLength(0);
    expect(captionText(a)).toBe('From A');
    expect(captionText(b)).toBe('From A');
  });

  it('keeps both pages two people add at the same moment (ids per device)', async () => {
    const a = await join('a', 'owner');
    const b = await join('b');
    const pages = book.pages.length;
    await a.edit({ type: 'addPage', at: 2, template: 'single' });
    await b.edit({ type: 'addPage', at: 2, template: 'single' });
    await settle();
    for (const s of [a, b]) expect(s.document!.pages.length).toBe(pages + 2);
    expect(a.document!.pages.map((p) => p.id)).toEqual(b.document!.pages.map((p) => p.id));
  });

  it("undoes only my own edits, leaving the other's", async () => {
    const a = await join('a', 'owner');
    const b = await join('b');
    const [p1, p2] = [photoPage(book, 0), photoPage(book, 1)];
    const before = panOf(a, p1);
    await pan(a, p1, 0.1);
    await settle();
    await pan(b, p2, 0.9);
    await settle();
    a.undo();
    await settle();
    for (const s of [a, b]) {
      expect(panOf(s, p1)).toBe(before);
      expect(panOf(s, p2)).toBe(0.9);
    }
  });

  it('keeps offline edits on the device across a reload and sends them when back', async () => {
    const kept = new Map<string, LiveState>();
    const b = await join('b', 'edit', kept);
    server.offline.add('b');
    await editCaption(b, 'Written on the train');
    await settle();
    b.dispose();
    expect([...kept.values()][0]?.pending).toHaveLength(1);
    const again = await join('b', 'edit', kept);
    expect(captionText(again)).toBe('Written on the train');
    server.reconnect('b');
    again.ui.online = true;
    await settle();
    expect((caption(server.designs.get('p1')!.document) as { text: string }).text).toBe(
      'Written on the train',
    );
    expect(again.ui.sync.status).toBe('saved');
  });

  it('loads the whole design again when the server pruned what it missed, keeping its unsent edits', async () => {
    const a = await join('a', 'owner');
    const kept = new Map<string, LiveState>();
    const b = await join('b', 'edit', kept);
    const page = photoPage(book, 0);
    server.offline.add('b');
    await editCaption(b, 'Written in a tunnel');
    await settle();
    // B's phone closes the tab with the edit unsent; A goes on.
    b.dispose();
    await pan(a, page, 0.15);
    await settle();
    await pan(a, page, 0.25);
    await settle();
    // The server's op log drops the batches B missed (oplog.ts prunes a long log): it has only its document.
    const design = server.designs.get('p1')!;
    server.designs.set('p1', new Sequencer(design.document, design.seq));
    const since = [...kept.values()][0]!.seq;
    expect(server.designs.get('p1')!.since(since)).toBeNull();
    server.offline.delete('b');
    const again = await join('b', 'edit', kept);
    await settle();
    for (const s of [a, again]) {
      expect(panOf(s, page)).toBe(0.25);
      expect(captionText(s)).toBe('Written in a tunnel');
      expect(s.ui.sync).toMatchObject({ status: 'saved', dirty: false });
    }
    expect(server.designs.get('p1')!.document).toEqual(again.document);
    expect(again.ui.collab.lost).toHaveLength(0);
  });

  it('stops sending once access is revoked, and a viewer changes nothing', async () => {
    const b = await join('b');
    server.revoke('b');
    await settle();
    expect(b.ui.collab.revoked).toBe(true);
    expect(await editCaption(b, 'Too late')).toBe(false);
    expect(b.ui.refused).toBe('read-only');
    const viewer = await join('v', 'view');
    expect(await editCaption(viewer, 'Just looking')).toBe(false);
    expect(server.designs.get('p1')!.seq).toBe(1);
  });

  it('shows who else is here and where', async () => {
    const a = await join('a', 'owner');
    const b = await join('b');
    b.showPage(photoPage(book, 1).id);
    await settle();
    expect(a.ui.collab.presence.map((p) => [p.name, p.pageId])).toEqual([['b', photoPage(book, 1).id]]);
    expect(b.ui.collab.presence.every((p) => p.name !== 'b')).toBe(true);
  });
});

describe('going live', () => {
  it('opens a design of one again, live, once it is shared', async () => {
    const world = memoryWorld({ p1: book }, 'tab-solo');
    const session = new EditorSession('p1', world.deps);
    sessions.push(session);
    await session.open((t) => t);
    expect(session.ui.collab.live).toBe(false);
    await editCaption(session, 'Before sharing');
    // The owner invites someone: the server now says it is shared.
    await settle();
    server = new MemoryLiveServer({ p1: world.server.get('p1')!.document });
    server.serve(world, 'solo', 'owner');
    const going = goLive(session, (t) => t);
    await settle();
    expect(await going).toBe(true);
    expect(session.ui.collab.live).toBe(true);
    expect(captionText(session)).toBe('Before sharing');
  });

  it("keeps the owner's undo history, and an undo after sharing goes out as ops to the others", async () => {
    const world = memoryWorld({ p1: book }, 'tab-solo');
    const session = new EditorSession('p1', world.deps);
    sessions.push(session);
    await session.open((t) => t);
    const original = captionText(session);
    const page = photoPage(book, 0);
    const pannedFrom = panOf(session, page);
    await editCaption(session, 'Before sharing');
    await pan(session, page, 0.3);
    session.undo();
    await settle();
    server = new MemoryLiveServer({ p1: world.server.get('p1')!.document });
    server.serve(world, 'solo', 'owner');
    const going = goLive(session, (t) => t);
    await settle();
    expect(await going).toBe(true);
    expect(session.editor!.idTag).toBe(idTagOf('tab-solo'));
    // Both stacks came across: the pan can be redone, the caption undone.
    expect([session.editor!.canUndo, session.editor!.canRedo]).toEqual([true, true]);
    const bea = await join('bea');
    expect(captionText(bea)).toBe('Before sharing');
    session.undo();
    await settle();
    // The undo went to the server as one batch of ops (the cover caption is the title too), not a document.
    const batches = server.designs.get('p1')!.since(1)!;
    expect(batches.map((b) => b.clientId)).toEqual(['tab-solo']);
    expect(batches[0]!.ops).toHaveLength(2);
    expect(batches[0]!.ops).toContainEqual({ kind: 'set', path: ['title'], value: original });
    expect(batches[0]!.ops).toContainEqual(
      expect.objectContaining({
        kind: 'set',
        path: expect.arrayContaining(['cover', 'text']),
        value: original,
      }),
    );
    for (const s of [session, bea]) {
      expect(captionText(s)).toBe(original);
      expect(panOf(s, page)).toBe(pannedFrom);
    }
    expect(server.designs.get('p1')!.document).toEqual(session.document);
    expect(session.editor!.canUndo).toBe(false);
  });

  it("starts live with an empty history when the server's copy is not the one on screen", async () => {
    const world = memoryWorld({ p1: book }, 'tab-solo');
    const session = new EditorSession('p1', world.deps);
    sessions.push(session);
    await session.open((t) => t);
    await editCaption(session, 'Before sharing');
    await settle();
    // Someone else's save landed meanwhile (another tab of the owner's): its history would lie.
    const elsewhere = structuredClone(world.server.get('p1')!.document);
    elsewhere.title = 'Renamed in another tab';
    server = new MemoryLiveServer({ p1: elsewhere });
    server.serve(world, 'solo', 'owner');
    const going = goLive(session, (t) => t);
    await settle();
    expect(await going).toBe(true);
    expect(session.document!.title).toBe('Renamed in another tab');
    expect(session.editor!.canUndo).toBe(false);
  });
});
