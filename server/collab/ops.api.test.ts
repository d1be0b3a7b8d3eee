import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { ADDRESS, pay, CARDS } from '../order/commerce.test-helper';
import { orderItems } from '../order/schema';
import { startTestServer, type TestServer } from '../test/harness';
import { createPrint, join, openStream, readPrint, sendOps, setBackground } from './collab.test-helper';

let server: TestServer;
let owner: TestBrowser;
let editor: TestBrowser;
let viewer: TestBrowser;
let stranger: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  owner = new TestBrowser(server);
  editor = new TestBrowser(server);
  viewer = new TestBrowser(server);
  stranger = new TestBrowser(server);
  for (const [b, name] of [
    [owner, 'owner'],
    [editor, 'editor'],
    [viewer, 'viewer'],
    [stranger, 'stranger'],
  ] as const) {
    expect((await b.signUp(`${name}.ops@example.test`)).error).toBeNull();
  }
});
afterAll(() => server?.stop());
const uuidOf = async (browser: TestBrowser) => (await browser.user()).uuid;

type Log = { batches: { seq: number; clientId: string; userId: string; ops: unknown[] }[]; revision: number };
const readLog = async (b: TestBrowser, printId: string, since = 0) =>
  (await (await b.fetch(`/print/collab/ops?printId=${printId}&since=${since}`)).json()) as Log;

async function shared() {
  const print = await createPrint(owner);
  await join(owner, editor, print.id, 'edit');
  await join(owner, viewer, print.id, 'view');
  return print;
}

describe('the op log', () => {
  it('keeps strangers out (404) and viewers from editing (403)', async () => {
    const print = await shared();
    const op = setBackground(print.document.pages[0]!.id, '#112233');
    expect((await sendOps(stranger, print.id, [op])).status).toBe(404);
    expect((await stranger.fetch(`/print/collab/ops?printId=${print.id}&since=1`)).status).toBe(404);
    expect((await stranger.fetch(`/print/collab/stream?printId=${print.id}`)).status).toBe(404);
    expect((await sendOps(viewer, print.id, [op])).status).toBe(403);
  });

  it('merges two editors’ batches on different pages, and the later seq wins on one field', async () => {
    const print = await shared();
    const [a, b] = print.document.pages;
    const first = await sendOps(owner, print.id, [setBackground(a!.id, '#aa0000')]);
    const second = await sendOps(editor, print.id, [setBackground(b!.id, '#00bb00')]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const s1 = ((await first.json()) as { seq: number }).seq;
    const s2 = ((await second.json()) as { seq: number }).seq;
    expect(s2).toBe(s1 + 1);
    expect((await sendOps(editor, print.id, [setBackground(a!.id, '#0000cc')])).status).toBe(200);
    const doc = (await readPrint(editor, print.id)).document;
    expect(doc.pages[0]!.background).toBe('#0000cc');
    expect(doc.pages[1]!.background).toBe('#00bb00');
    const log = await readLog(viewer, print.id, print.revision);
    expect(log.batches.map((x) => x.seq)).toEqual([s1, s2, s2 + 1]);
    expect(log.revision).toBe(s2 + 1);
  });

  it('answers a resent batch with its first answer and applies it once', async () => {
    const print = await shared();
    const op = setBackground(print.document.pages[0]!.id, '#123456');
    const once = await (await sendOps(editor, print.id, [op], 'resend-1')).json();
    const again = await (await sendOps(editor, print.id, [op], 'resend-1')).json();
    expect(again).toEqual(once);
    expect((await readLog(owner, print.id, print.revision)).batches).toHaveLength(1);
  });

  it('refuses with a reason (422) a batch that breaks the page count or names a missing photo', async () => {
    const print = await shared();
    const pages = print.document.pages;
    const cut = pages.slice(0, pages.length - 2).map((p) => ({ kind: 'delete', path: ['pages'], id: p.id }));
    const tooFew = await sendOps(editor, print.id, cut);
    expect(tooFew.status).toBe(422);
    expect(await tooFew.json()).toMatchObject({ accepted: false, code: 'PAGE_COUNT' });
    const frame = pages.flatMap((p) => p.frames.map((f) => ({ p, f }))).find(({ f }) => f.kind === 'photo');
    expect(frame).toBeDefined();
    const missing = await sendOps(editor, print.id, [
      {
        kind: 'set',
        path: ['pages', { id: frame!.p.id }, 'frames', { id: frame!.f.id }, 'photoId'],
        value: 'nope',
      },
    ]);
    expect(missing.status).toBe(422);
    const refused = (await missing.json()) as { accepted: boolean; code: string; reason: string };
    expect(refused).toMatchObject({ accepted: false, code: 'INVALID_OP' });
    expect(refused.reason).toMatch(/invalid/);
    expect((await readPrint(owner, print.id)).revision).toBe(print.revision);
  });

  it('streams a batch to the other subscribers, and revoked access ends the member’s stream', async () => {
    const print = await shared();
    const watching = await openStream(viewer, print.id);
    const editing = await openStream(editor, print.id);
    expect(
      (await sendOps(owner, print.id, [setBackground(print.document.pages[0]!.id, '#abcdef')])).status,
    ).toBe(200);
    const [seen] = await watching.next(1);
    expect(seen?.event).toBe('ops');
    expect(JSON.parse(seen!.data)).toMatchObject({
      seq: print.revision + 1,
      userId: (await owner.user()).uuid,
    });
    await editing.next(1);
    const revoke = await owner.json('/print/collab/revoke', {
      printId: print.id,
      userId: (await editor.user()).uuid,
    });
    expect(revoke.status).toBe(200);
    const events = await editing.next(2);
    expect(events[1]?.event).toBe('revoked');
    await editing.next(3);
    expect(editing.ended).toBe(true);
    expect(
      (await sendOps(editor, print.id, [setBackground(print.document.pages[1]!.id, '#000000')])).status,
    ).toBe(403);
    watching.close();
  });

  it('logs the old whole-document save as a batch, and an order keeps its snapshot', async () => {
    const print = await shared();
    const document = { ...print.document, title: 'Saved whole' };
    const saved = await owner.json('/print/update', { id: print.id, baseRevision: print.revision, document });
    expect(saved.status).toBe(200);
    const log = await readLog(editor, print.id, print.revision);
    expect(log.batches).toHaveLength(1);
    // Another's client, as a member hears it: named by its person (issue 54).
    expect(log.batches[0]).toMatchObject({
      seq: print.revision + 1,
      clientId: `${await uuidOf(owner)}/whole-save`,
    });
    expect(log.batches[0]!.ops).toContainEqual({ kind: 'set', path: ['title'], value: 'Saved whole' });

    expect((await owner.json('/basket/item', { printId: print.id, quantity: 1 })).status).toBe(200);
    await owner.json('/basket/set-delivery-address', { delivery: { address: ADDRESS } });
    await owner.json('/basket/set-shipping-method', { method: 'standard' });
    const { res } = await pay(owner, CARDS.success);
    expect(res.status).toBeLessThan(300);
    expect(
      (await sendOps(editor, print.id, [{ kind: 'set', path: ['title'], value: 'Edited after the order' }]))
        .status,
    ).toBe(200);
    const [line] = await server.database.db.select().from(orderItems).where(eq(orderItems.printId, print.id));
    expect(line!.document.title).toBe('Saved whole');
    expect((await readPrint(owner, print.id)).document.title).toBe('Edited after the order');
  });
});
