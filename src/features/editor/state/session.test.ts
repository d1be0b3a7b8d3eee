import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookDocument } from '../../../../render-core';
import { sampleBook } from '../../../../render-core/testing/sample-book';
import { memoryWorld } from './in-memory-deps';
import { EditorSession } from './session';

const sessions: EditorSession[] = [];
function openSession(printId: string, world = memoryWorld()) {
  const session = new EditorSession(printId, world.deps);
  sessions.push(session);
  session.start({ document: sampleBook(), baseRevision: 1, dirty: false });
  return { session, world };
}

const theme = (s: EditorSession) => s.document?.theme;
const firstFrame = (doc: BookDocument) => {
  const page = doc.pages.find((p) => p.frames.length > 0)!;
  return { pageId: page.id, frameId: page.frames[0]!.id };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const s of sessions.splice(0)) s.dispose();
  vi.useRealTimers();
});

describe('EditorSession', () => {
  it('ends the delete notice at the next change, and keeps it until then', async () => {
    const { session } = openSession('p1');
    await session.edit({ type: 'changeTheme', theme: 'night' });
    const design = { kind: 'book' as const, pages: [] };
    session.ui.deleted = { pages: 1, before: design, after: design, version: session.ui.version };
    session.select(null);
    expect(session.ui.deleted).not.toBeNull();
    await session.edit({ type: 'changeTheme', theme: 'classic' });
    expect(session.ui.deleted).toBeNull();
  });

  it('keeps the selection through an edit of its frame, and drops it with its page', async () => {
    const { session } = openSession('p1');
    const ref = firstFrame(session.document!);
    session.select(ref);
    await session.edit({ type: 'panPhoto', ...ref, centerX: 0.4, centerY: 0.5 });
    expect(session.ui.selected).toEqual(ref);
    await session.edit({ type: 'removePage', pageId: ref.pageId });
    expect(session.ui.selected).toBeNull();
  });

  it('saves an edit on this device and sends it to the server', async () => {
    const { session, world } = openSession('p1');
    expect(await session.edit({ type: 'changeTheme', theme: 'night' })).toBe(true);
    expect(session.ui.sync.dirty).toBe(true);
    await vi.runAllTimersAsync();
    expect(world.saves.map((s) => s.document.theme)).toEqual(['night']);
    expect(world.drafts.get('p1#tab-1')?.document.theme).toBe('night');
    expect(session.ui.sync).toMatchObject({ status: 'saved', dirty: false, baseRevision: 2 });
  });

  it('says "kept on this device" only once the draft is written, without waiting for an idle moment', async () => {
    const world = memoryWorld();
    // A busy page: the idle moment the draft's write waits for does not come.
    const idle: (() => void)[] = [];
    world.deps.afterPaint = (fn) => void idle.push(fn);
    world.deps.transport = { save: async () => ({ kind: 'offline' }) };
    const written: string[] = [];
    const write = world.deps.drafts.write;
    world.deps.drafts.write = async (draft) => {
      await write(draft);
      written.push(draft.document.theme);
    };
    const { session } = openSession('p1', world);
    await session.edit({ type: 'changeTheme', theme: 'night' });
    await vi.advanceTimersByTimeAsync(50);
    expect(session.ui.sync.status).toBe('offline');
    expect(written).toEqual(['night']);
    expect(world.drafts.get('p1#tab-1')?.document.theme).toBe('night');
  });

  it('undoes an edit, and a refused op changes nothing and says why', async () => {
    const { session } = openSession('p1');
    await session.edit({ type: 'changeTheme', theme: 'night' });
    session.undo();
    expect(theme(session)).toBe('classic');
    expect(session.editor?.canRedo).toBe(true);
    expect(await session.edit({ type: 'removeText', pageId: 'nowhere', frameId: 'none' })).toBe(false);
    expect(session.ui.refused).toBeTruthy();
    expect(theme(session)).toBe('classic');
  });

  it("keeps the app's own changes ('auto') out of the undo history, and still saves them", async () => {
    const { session, world } = openSession('p1');
    expect(session.refine((doc) => ({ ...doc, title: 'Named by the app' }), 'auto')).toBe(true);
    expect(session.document?.title).toBe('Named by the app');
    expect(session.editor?.canUndo).toBe(false);
    await vi.runAllTimersAsync();
    expect(world.saves.at(-1)?.document.title).toBe('Named by the app');
    // Nothing to do is no change at all.
    expect(session.refine((doc) => doc, 'auto')).toBe(false);
  });

  it('takes a remote change in as it is: no undo step, not sent back', async () => {
    const { session, world } = openSession('p1');
    session.apply({ document: (doc) => ({ ...doc, theme: 'linen' }) }, 'remote');
    await vi.runAllTimersAsync();
    expect(theme(session)).toBe('linen');
    expect(session.editor?.canUndo).toBe(false);
    expect(world.saves).toEqual([]);
  });

  it('shares nothing with another session: Add caption, the photo waiting to Move, its own objects', () => {
    const { session: one } = openSession('p1');
    const { session: other } = openSession('p2');
    one.ui.captionAsked += 1;
    one.ui.moveFrom = firstFrame(one.document!);
    expect(other.ui.captionAsked).toBe(0);
    expect(other.ui.moveFrom).toBeNull();
    const key = Symbol('intake');
    const released: string[] = [];
    const ownOf = (s: EditorSession) =>
      s.own(
        key,
        () => ({ of: s.printId }),
        (held) => released.push(held.of),
      );
    const mine = ownOf(one);
    expect(ownOf(one)).toBe(mine);
    expect(ownOf(other)).not.toBe(mine);
    one.dispose();
    expect(released).toEqual(['p1']);
    // A session already ended hands back what it makes released at once.
    const late = one.own(
      Symbol('late'),
      () => ({ of: 'late' }),
      (held) => released.push(held.of),
    );
    expect(late.of).toBe('late');
    expect(released).toEqual(['p1', 'late']);
  });

  it('validates after changes, and dispose stops its timers and listeners', async () => {
    const { session, world } = openSession('p1');
    expect(world.watchers.size).toBe(1);
    await vi.advanceTimersByTimeAsync(200);
    const findings = session.ui.findings;
    await session.edit({ type: 'changeTheme', theme: 'night' });
    session.dispose();
    expect(world.watchers.size).toBe(0);
    await vi.runAllTimersAsync();
    expect(vi.getTimerCount()).toBe(0);
    // Neither the validation nor the sync queue ran after dispose.
    expect(session.ui.findings).toBe(findings);
    expect(world.saves).toEqual([]);
    expect(await session.edit({ type: 'changeTheme', theme: 'linen' })).toBe(false);
  });

  it('keeps the findings array when an edit changes no finding (their views do not render again)', async () => {
    const { session } = openSession('p1');
    await vi.advanceTimersByTimeAsync(1000);
    const findings = session.ui.findings;
    await session.edit({ type: 'changeTheme', theme: 'night' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(session.ui.findings).toBe(findings);
    session.dispose();
  });

  it('opens a print from the server, and its unsent draft first', async () => {
    const world = memoryWorld({ p1: { ...sampleBook(), title: 'On the server' } });
    world.drafts.set('p1#tab-1', {
      printId: 'p1',
      tabId: 'tab-1',
      document: { ...sampleBook(), title: 'Unsent here' },
      baseRevision: 1,
      dirty: true,
      savedAt: 1,
    });
    const session = new EditorSession('p1', world.deps);
    sessions.push(session);
    const opened = session.open((t) => `${t} (copy)`);
    await vi.runAllTimersAsync();
    await opened;
    expect(session.ui.status).toBe('ready');
    expect(session.document?.title).toBe('Unsent here');
    const missing = new EditorSession('nope', world.deps);
    sessions.push(missing);
    await missing.open((t) => t);
    expect(missing.ui.status).toBe('missing');
  });
});

describe('two sessions', () => {
  it('are independent: edits, undo and selection of one never reach the other', async () => {
    const world = memoryWorld();
    const a = openSession('pa', world).session;
    const b = openSession('pb', world).session;
    await a.edit({ type: 'changeTheme', theme: 'night' });
    await b.edit({ type: 'changeTheme', theme: 'linen' });
    a.select(firstFrame(a.document!));
    a.showSpread(1);
    expect([theme(a), theme(b)]).toEqual(['night', 'linen']);
    expect(b.ui.selected).toBeNull();
    expect(b.ui.spread).toBe(0);
    b.undo();
    expect([theme(a), theme(b)]).toEqual(['night', 'classic']);
    expect(a.editor?.canUndo).toBe(true);
    await vi.runAllTimersAsync();
    expect(world.saves.map((s) => [s.printId, s.document.theme]).sort()).toEqual([
      ['pa', 'night'],
      ['pb', 'classic'],
    ]);
  });
});

describe('records', () => {
  it('finds pages, frames and photos by id, indexed once per document version', async () => {
    const { session } = openSession('p1');
    const doc = session.document!;
    const { pageId, frameId } = firstFrame(doc);
    const records = session.records!;
    expect(records.pages.get(pageId)?.id).toBe(pageId);
    expect(records.frames.get(frameId)?.pageId).toBe(pageId);
    expect(records.photos.size).toBe(doc.photos.length);
    expect(session.records).toBe(records);
    await session.edit({ type: 'changeTheme', theme: 'night' });
    expect(session.records).not.toBe(records);
  });
});
