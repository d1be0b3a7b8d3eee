import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { startTestServer, type TestServer } from '../test/harness';
import { createPrint, join, openStream, setBackground } from './collab.test-helper';

// Issue 54: an edit made offline that overwrites a newer one is shown to both. The batch says
// which revision it was made on (`base`); the server keeps it with the batch and hands it on, in
// the log and on the live stream, so each member's device can tell what it overwrote.

let server: TestServer;
let owner: TestBrowser;
let friend: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  owner = new TestBrowser(server);
  friend = new TestBrowser(server);
  expect((await owner.signUp('owner.away@example.test')).error).toBeNull();
  expect((await friend.signUp('friend.away@example.test')).error).toBeNull();
});
afterAll(() => server?.stop());

type Logged = { seq: number; batchId: string; base?: number };
const readLog = async (b: TestBrowser, printId: string, since: number) =>
  (
    (await (await b.fetch(`/print/collab/ops?printId=${printId}&since=${since}`)).json()) as {
      batches: Logged[];
    }
  ).batches;
const post = (b: TestBrowser, body: Record<string, unknown>) => b.json('/print/collab/ops', body);

describe('a batch made away (issue 54)', () => {
  it('keeps the revision it was made on and hands it on in the log and on the stream', async () => {
    const print = await createPrint(owner);
    await join(owner, friend, print.id, 'edit');
    const page = print.document.pages[0]!.id;
    const watching = await openStream(owner, print.id);
    const live = await post(owner, {
      printId: print.id,
      clientId: 'owner-tab',
      batchId: 'owner-tab:1',
      ops: [setBackground(page, '#111111')],
    });
    expect(live.status).toBe(200);
    const away = await post(friend, {
      printId: print.id,
      clientId: 'friend-tab',
      batchId: 'friend-tab:1',
      ops: [setBackground(page, '#222222')],
      base: print.revision,
    });
    expect(away.status).toBe(200);
    const log = await readLog(owner, print.id, print.revision);
    expect(log.map((b) => [b.batchId, b.base])).toEqual([
      ['owner-tab:1', undefined],
      ['friend-tab:1', print.revision],
    ]);
    const events = (await watching.next(2)).filter((e) => e.event === 'ops');
    expect(events.map((e) => (JSON.parse(e.data) as Logged).base)).toEqual([undefined, print.revision]);
    watching.close();
  });

  it('refuses a base that is no revision (400)', async () => {
    const print = await createPrint(owner);
    const page = print.document.pages[0]!.id;
    const res = await post(owner, {
      printId: print.id,
      clientId: 'owner-tab',
      batchId: 'owner-tab:bad',
      ops: [setBackground(page, '#333333')],
      base: -1,
    });
    expect(res.status).toBe(400);
  });
});
