import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { startTestServer, type TestServer } from '../test/harness';
import { createPrint, join, openStream, readPrint, setBackground } from './collab.test-helper';

let server: TestServer;
let owner: TestBrowser;
let ann: TestBrowser;
let mallory: TestBrowser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  owner = new TestBrowser(server);
  ann = new TestBrowser(server);
  mallory = new TestBrowser(server);
  for (const [b, name] of [
    [owner, 'owner'],
    [ann, 'ann'],
    [mallory, 'mallory'],
  ] as const) {
    expect((await b.signUp(`${name}.identity@example.test`)).error).toBeNull();
    ids[name] = (await b.user()).uuid;
  }
});
afterAll(() => server?.stop());

async function shared() {
  const print = await createPrint(owner);
  await join(owner, ann, print.id, 'edit');
  await join(owner, mallory, print.id, 'edit');
  return print;
}

const send = (b: TestBrowser, printId: string, clientId: string, batchId: string, ops: unknown[]) =>
  b.json('/print/collab/ops', { printId, clientId, batchId, ops });

describe('a batch is its author’s (issue 54)', () => {
  it('applies my batch when another member posted my next batch id first, and names theirs as theirs', async () => {
    const print = await shared();
    const page = print.document.pages[0]!.id;
    const stream = await openStream(ann, print.id);
    const theirs = await send(mallory, print.id, 'ann-tab', 'ann-tab:7', [setBackground(page, '#000000')]);
    expect(theirs.status).toBe(200);
    const mine = await send(ann, print.id, 'ann-tab', 'ann-tab:7', [setBackground(page, '#aa1100')]);
    expect(mine.status).toBe(200);
    const seqs = [(await theirs.json()) as { seq: number }, (await mine.json()) as { seq: number }];
    expect(seqs[1]!.seq).toBe(seqs[0]!.seq + 1);
    expect((await readPrint(owner, print.id)).document.pages[0]!.background).toBe('#aa1100');
    // On my stream, my batch carries my tab's id; theirs never does.
    const events = (await stream.next(2)).map(
      (e) => JSON.parse(e.data) as { clientId: string; userId: string },
    );
    stream.close();
    expect(events.map((e) => e.clientId)).toEqual([`${ids.mallory}/ann-tab`, 'ann-tab']);
    const log = (await (
      await ann.fetch(`/print/collab/ops?printId=${print.id}&since=${print.revision}`)
    ).json()) as {
      batches: { clientId: string }[];
    };
    expect(log.batches.map((b) => b.clientId)).toEqual([`${ids.mallory}/ann-tab`, 'ann-tab']);
  });

  it('answers a resend with its first answer, and a reused id with other ops with 409, applying nothing', async () => {
    const print = await shared();
    const page = print.document.pages[0]!.id;
    const op = setBackground(page, '#123456');
    const first = await send(ann, print.id, 'ann-tab', 'ann-tab:1', [op]);
    expect(first.status).toBe(200);
    const again = await send(ann, print.id, 'ann-tab', 'ann-tab:1', [
      { value: op.value, path: op.path, kind: 'set' },
    ]);
    expect(await again.json()).toEqual(await first.json());
    const other = await send(ann, print.id, 'ann-tab', 'ann-tab:1', [setBackground(page, '#654321')]);
    expect(other.status).toBe(409);
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe('CONFLICT');
    const after = await readPrint(owner, print.id);
    expect(after.document.pages[0]!.background).toBe('#123456');
    expect(after.revision).toBe(print.revision + 1);
  });
});

describe('presence is one’s own (issue 54)', () => {
  type Present = { present: { clientId: string; userId: string; name: string }[] };
  const post = (b: TestBrowser, printId: string, clientId: string) =>
    b.json('/print/collab/presence', { printId, clientId, pageId: null, selection: [] });

  it('keeps my presence when another member posts my client id, and shows no part of an address', async () => {
    const print = await shared();
    expect((await post(ann, print.id, 'ann-tab')).status).toBe(200);
    const res = await post(mallory, print.id, 'ann-tab');
    expect(res.status).toBe(200);
    const seenByAnn = (await (await post(ann, print.id, 'ann-tab')).json()) as Present;
    const mine = seenByAnn.present.find((p) => p.clientId === 'ann-tab');
    expect(mine?.userId).toBe(ids.ann);
    const theirs = seenByAnn.present.find((p) => p.userId === ids.mallory);
    expect(theirs?.clientId).toBe(`${ids.mallory}/ann-tab`);
    expect((await post(owner, print.id, 'owner-tab')).status).toBe(200);
    const all = ((await (await post(ann, print.id, 'ann-tab')).json()) as Present).present;
    expect(all.map((p) => p.name).sort()).toEqual(['Member', 'Member', 'Owner']);
    for (const p of all) expect(p.name).not.toMatch(/identity|ann|mallory|owner\./i);
  });
});
