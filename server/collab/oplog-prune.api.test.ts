import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { ConfigError, loadConfig } from '../config';
import { startTestServer, type TestServer } from '../test/harness';
import { createPrint, join, readPrint, sendOps, setBackground } from './collab.test-helper';
import { designOps } from './schema';

// The op log keeps a design's newest 10 batches and those younger than 7 days (oplog.ts says why).
const KEEP = 10;
let server: TestServer;
let owner: TestBrowser;
let editor: TestBrowser;

beforeAll(async () => {
  server = await startTestServer({ COLLAB_OPLOG_KEEP_BATCHES: String(KEEP), COLLAB_OPLOG_KEEP_DAYS: '7' });
  owner = new TestBrowser(server);
  editor = new TestBrowser(server);
  expect((await owner.signUp('owner.prune@example.test')).error).toBeNull();
  expect((await editor.signUp('editor.prune@example.test')).error).toBeNull();
});
afterAll(() => server?.stop());

const logged = async (printId: string) =>
  (
    await server.database.db
      .select({ seq: designOps.seq })
      .from(designOps)
      .where(eq(designOps.printId, printId))
      .orderBy(designOps.seq)
  ).map((row) => row.seq);

/** Makes every logged batch of the design `days` days old, as if the edits were made then. */
const age = (printId: string, days: number) =>
  server.database.db
    .update(designOps)
    .set({ createdAt: sql`now() - make_interval(days => ${days}::int)` })
    .where(eq(designOps.printId, printId));

const readSince = (printId: string, since: number) =>
  editor.fetch(`/print/collab/ops?printId=${printId}&since=${since}`);

async function sendMany(printId: string, pageId: string, count: number, tag: string) {
  for (let i = 0; i < count; i++) {
    const colour = `#${(i + 1).toString(16).padStart(2, '0')}0000`;
    const res = await sendOps(editor, printId, [setBackground(pageId, colour)], `${tag}-${i}`);
    expect(res.status).toBe(200);
  }
}

describe('pruning the op log', () => {
  it('keeps young batches, then drops those beyond the newest N once old; a stale since is a 410', async () => {
    const print = await createPrint(owner);
    await join(owner, editor, print.id, 'edit');
    const start = print.revision;
    const page = print.document.pages[0]!.id;
    await sendMany(print.id, page, KEEP + 5, 'young');
    // Younger than 7 days: every batch is kept, a device far behind still catches up.
    expect(await logged(print.id)).toHaveLength(KEEP + 5);
    expect((await readSince(print.id, start)).status).toBe(200);

    await age(print.id, 8);
    await sendMany(print.id, page, 1, 'later');
    const revision = start + KEEP + 6;
    // The newest KEEP (the one just sent among them) stay; the older, old ones are gone.
    const seqs = await logged(print.id);
    expect(seqs).toEqual(Array.from({ length: KEEP }, (_, i) => revision - KEEP + 1 + i));

    const stale = await readSince(print.id, start);
    expect(stale.status).toBe(410);
    expect(await stale.json()).toMatchObject({ error: { code: 'HISTORY_GONE' } });
    expect((await readSince(print.id, revision - KEEP - 1)).status).toBe(410);
    // From the oldest kept batch's revision the log continues.
    const recent = await readSince(print.id, revision - KEEP);
    expect(recent.status).toBe(200);
    const body = (await recent.json()) as { batches: { seq: number }[]; revision: number };
    expect(body.batches.map((b) => b.seq)).toEqual(seqs);
    expect(body.revision).toBe(revision);
  });

  it('still answers a resent recent batch with its first answer, applying it once', async () => {
    const print = await createPrint(owner);
    await join(owner, editor, print.id, 'edit');
    const page = print.document.pages[0]!.id;
    await sendMany(print.id, page, KEEP + 3, 'replay');
    await age(print.id, 30);
    const op = setBackground(page, '#00aa00');
    const first = await (await sendOps(editor, print.id, [op], 'replay-last')).json();
    expect((await logged(print.id)).length).toBe(KEEP);
    const revision = (await readPrint(owner, print.id)).revision;
    // The page reloaded before the answer came: the same batch again.
    const again = await (await sendOps(editor, print.id, [op], 'replay-last')).json();
    expect(again).toEqual(first);
    // An earlier batch still among the newest: its first answer (replay-11 was seq start + 12), not applied.
    const resent = setBackground(page, `#${(KEEP + 2).toString(16).padStart(2, '0')}0000`);
    const earlier = await sendOps(editor, print.id, [resent], `replay-${KEEP + 1}`);
    expect(earlier.status).toBe(200);
    expect(await earlier.json()).toMatchObject({ accepted: true, seq: print.revision + KEEP + 2 });
    expect((await readPrint(owner, print.id)).revision).toBe(revision);
    expect((await readPrint(owner, print.id)).document.pages[0]!.background).toBe('#00aa00');
  });

  it('prunes on a whole-document save too (POST /print/update logs a batch)', async () => {
    const print = await createPrint(owner);
    await join(owner, editor, print.id, 'edit');
    await sendMany(print.id, print.document.pages[0]!.id, KEEP + 2, 'whole');
    await age(print.id, 8);
    const now = await readPrint(owner, print.id);
    const document = { ...now.document, title: 'Saved whole' };
    const saved = await owner.json('/print/update', { id: print.id, baseRevision: now.revision, document });
    expect(saved.status).toBe(200);
    const seqs = await logged(print.id);
    expect(seqs).toHaveLength(KEEP);
    expect(seqs.at(-1)).toBe(now.revision + 1);
    const [whole] = await server.database.db
      .select()
      .from(designOps)
      .where(and(eq(designOps.printId, print.id), eq(designOps.seq, now.revision + 1)));
    expect(whole?.clientId).toBe('whole-save');
  });
});

describe('the op log settings', () => {
  it('refuses a keep outside its bounds, naming the variable', () => {
    expect(() => loadConfig({ COLLAB_OPLOG_KEEP_BATCHES: '5' })).toThrow(ConfigError);
    expect(() => loadConfig({ COLLAB_OPLOG_KEEP_BATCHES: '5' })).toThrow(
      'COLLAB_OPLOG_KEEP_BATCHES must be at least 10',
    );
    expect(() => loadConfig({ COLLAB_OPLOG_KEEP_DAYS: '-1' })).toThrow('COLLAB_OPLOG_KEEP_DAYS');
    expect(loadConfig({})).toMatchObject({ COLLAB_OPLOG_KEEP_BATCHES: 1000, COLLAB_OPLOG_KEEP_DAYS: 7 });
  });
});
