import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { startTestServer, type TestServer } from '../test/harness';
import { createPrint, join, openStream, readPrint, setBackground } from './collab.test-helper';
import { designOps } from './schema';

// Fair shares (issue 54, limits.ts). The rates are small and the bursts long (20 s of the rate), so
// what a test sends is decided by the burst: a refill between two requests is far less than a batch.
let server: TestServer;
let owner: TestBrowser;
let editor: TestBrowser;

beforeAll(async () => {
  server = await startTestServer({
    COLLAB_LIMIT_BURST_SECONDS: '20',
    COLLAB_CONNECTION_OPS_PER_SECOND: '10',
    COLLAB_CONNECTION_PRESENCE_PER_SECOND: '1',
    COLLAB_MEMBER_STREAMS: '2',
    COLLAB_BATCH_LIMIT_BYTES: '20000',
  });
  owner = new TestBrowser(server);
  editor = new TestBrowser(server);
  expect((await owner.signUp('owner.limits@example.test')).error).toBeNull();
  expect((await editor.signUp('editor.limits@example.test')).error).toBeNull();
});
afterAll(() => server?.stop());

let batches = 0;
/** A batch of `count` background ops from `clientId`. */
function send(browser: TestBrowser, printId: string, pageId: string, count: number, clientId: string) {
  const ops = Array.from({ length: count }, (_, i) =>
    setBackground(pageId, `#${(i % 256).toString(16).padStart(2, '0')}0000`),
  );
  return browser.json('/print/collab/ops', { printId, clientId, batchId: `limits-${++batches}`, ops });
}

async function sharedPrint() {
  const print = await createPrint(owner);
  await join(owner, editor, print.id, 'edit');
  return { print, page: print.document.pages[0]!.id };
}

/** A 429's Retry-After, checked against its body. */
async function expectLimited(res: Response, limit: string) {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(seconds) && seconds >= 1).toBe(true);
  expect(await res.json()).toMatchObject({
    error: {
      code: 'RATE_LIMITED',
      message: expect.stringContaining('Try again in'),
      details: { retryAfterSeconds: seconds, limit },
    },
  });
}

describe('ops a second', () => {
  it('answers a connection past its ops 429 with Retry-After, applying nothing; others go on', async () => {
    const { print, page } = await sharedPrint();
    // 200 ops a burst for the connection: 150, then 150 more is past it.
    expect((await send(editor, print.id, page, 150, 'tab-a')).status).toBe(200);
    const before = await readPrint(owner, print.id);
    const refused = await send(editor, print.id, page, 150, 'tab-a');
    await expectLimited(refused, 'connection-ops');
    expect((await readPrint(owner, print.id)).revision).toBe(before.revision);
    // The member's other device and the owner have their own shares.
    expect((await send(editor, print.id, page, 10, 'tab-b')).status).toBe(200);
    expect((await send(owner, print.id, page, 150, 'tab-a')).status).toBe(200);
  });

  it('answers presence past its share 429 with Retry-After', async () => {
    const { print, page } = await sharedPrint();
    const post = () =>
      editor.json('/print/collab/presence', {
        printId: print.id,
        clientId: 'tab-p',
        pageId: page,
        selection: [],
      });
    let res = await post();
    for (let i = 0; i < 300 && res.status === 200; i++) res = await post();
    await expectLimited(res, 'connection-presence');
  });
});

describe('the size of a batch', () => {
  it('refuses a batch past COLLAB_BATCH_LIMIT_BYTES with a 413, applying nothing', async () => {
    const { print, page } = await sharedPrint();
    const before = await readPrint(owner, print.id);
    // About 75 bytes an op: 300 ops are 22 KB.
    const res = await send(owner, print.id, page, 300, 'tab-big');
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      error: { code: 'PAYLOAD_TOO_LARGE', details: { limitBytes: 20000 } },
    });
    expect((await readPrint(owner, print.id)).revision).toBe(before.revision);
  });
});

describe('open streams', () => {
  it('holds a member to COLLAB_MEMBER_STREAMS, a 429 with Retry-After past them, a slot free once one closes', async () => {
    const { print } = await sharedPrint();
    const first = await openStream(editor, print.id);
    const second = await openStream(editor, print.id);
    expect([first.status, second.status]).toEqual([200, 200]);
    await expectLimited(await editor.fetch(`/print/collab/stream?printId=${print.id}`), 'member-streams');
    // Another member is not counted with them.
    const owners = await openStream(owner, print.id);
    expect(owners.status).toBe(200);
    owners.close();
    first.close();
    // The server frees the slot when it sees the stream closed: wait for that, not for a time.
    let third = await editor.fetch(`/print/collab/stream?printId=${print.id}`);
    while (third.status === 429) {
      await third.body?.cancel();
      third = await editor.fetch(`/print/collab/stream?printId=${print.id}`);
    }
    expect(third.status).toBe(200);
    await third.body?.cancel();
    second.close();
  });
});

describe('the op log size bound', () => {
  let sized: TestServer;
  let ann: TestBrowser;
  beforeAll(async () => {
    sized = await startTestServer({ COLLAB_OPLOG_KEEP_BYTES: '65536', COLLAB_LIMIT_BURST_SECONDS: '3600' });
    ann = new TestBrowser(sized);
    expect((await ann.signUp('ann.oplog-size@example.test')).error).toBeNull();
  });
  afterAll(() => sized?.stop());

  it('keeps only the newest batches within COLLAB_OPLOG_KEEP_BYTES, young as they are; older revisions are 410', async () => {
    const print = await createPrint(ann);
    const page = print.document.pages[0]!.id;
    // 250 ops of about 75 bytes: some 19 KB a batch, 12 of them well past 64 KB.
    for (let i = 0; i < 12; i++)
      expect((await send(ann, print.id, page, 250, `tab-${i % 3}`)).status).toBe(200);
    const rows = await sized.database.db
      .select({ seq: designOps.seq, ops: designOps.ops })
      .from(designOps)
      .where(eq(designOps.printId, print.id))
      .orderBy(designOps.seq);
    const bytes = rows.reduce((sum, row) => sum + JSON.stringify(row.ops).length, 0);
    expect(bytes).toBeLessThanOrEqual(65536);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.length).toBeLessThan(12);
    // The newest batches, in a row, up to the design's revision.
    const revision = print.revision + 12;
    expect(rows.map((r) => r.seq)).toEqual(
      Array.from({ length: rows.length }, (_, i) => revision - rows.length + 1 + i),
    );
    const stale = await ann.fetch(`/print/collab/ops?printId=${print.id}&since=${print.revision}`);
    expect(stale.status).toBe(410);
    const kept = await ann.fetch(`/print/collab/ops?printId=${print.id}&since=${rows[0]!.seq - 1}`);
    expect(kept.status).toBe(200);
  });
});
