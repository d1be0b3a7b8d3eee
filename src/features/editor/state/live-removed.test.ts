import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleBook } from '../../../../render-core/testing/sample-book';
import { memoryWorld } from './in-memory-deps';
import { MemoryLiveServer } from './in-memory-live';
import type { LiveState } from './live-types';
import { EditorSession } from './session';

const sessions: EditorSession[] = [];
let server: MemoryLiveServer;

/** One device of `name` (its kept live states in `kept`), opening the shared design p1. */
async function open(name: string, kept: Map<string, LiveState>) {
  const world = memoryWorld({}, `tab-${name}`);
  server.serve(world, name, 'edit');
  world.deps.live = server.device(name, kept);
  const session = new EditorSession('p1', world.deps);
  sessions.push(session);
  await session.open((t) => `${t} (copy)`);
  await settle();
  return { session, world };
}

const settle = () => vi.advanceTimersByTimeAsync(400);
const caption = (s: EditorSession) => s.document!.cover!.frames.find((f) => f.kind === 'text')!;
const write = (s: EditorSession, text: string) =>
  s.edit({ type: 'editText', pageId: s.document!.cover!.id, frameId: caption(s).id, text });
const serverCaption = () =>
  (server.designs.get('p1')!.document.cover!.frames.find((f) => f.kind === 'text') as { text: string }).text;

beforeEach(() => {
  vi.useFakeTimers();
  server = new MemoryLiveServer({ p1: sampleBook(6) });
});
afterEach(() => {
  for (const s of sessions.splice(0)) s.dispose();
  vi.useRealTimers();
});

describe('a member the owner removed (issue 54)', () => {
  it('opens no book from the copy this device kept, forgets it and its unsent edits, and says so', async () => {
    const kept = new Map<string, LiveState>();
    const first = await open('bea', kept);
    expect(first.session.ui.status).toBe('ready');
    server.offline.add('bea');
    await write(first.session, 'Bea was here');
    await settle();
    first.session.dispose();
    // Her phone keeps the book and an edit the server never had.
    expect([...kept.values()].some((s) => s.pending.length > 0)).toBe(true);
    server.offline.delete('bea');
    server.revoke('bea');

    const again = await open('bea', kept);
    expect(again.session.ui.status).toBe('removed');
    expect(again.session.document).toBeNull();
    expect(kept.size).toBe(0);
    expect(serverCaption()).not.toBe('Bea was here');
  });

  it('forgets the kept copy as soon as the stream says she was removed', async () => {
    const kept = new Map<string, LiveState>();
    const { session } = await open('bea', kept);
    await write(session, 'Bea was here');
    await settle();
    expect(kept.size).toBeGreaterThan(0);
    server.revoke('bea');
    await settle();
    expect(session.ui.collab.revoked).toBe(true);
    session.dispose();
    await settle();
    expect(kept.size).toBe(0);
  });

  it('still opens the kept copy when the server cannot be reached (offline is no removal)', async () => {
    const kept = new Map<string, LiveState>();
    (await open('bea', kept)).session.dispose();
    server.offline.add('bea');
    const again = await open('bea', kept);
    expect(again.session.ui.status).toBe('ready');
    expect(kept.size).toBeGreaterThan(0);
  });
});
