import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { startTestServer, type TestServer } from '../test/harness';
import { createPrint, join, setBackground } from './collab.test-helper';

let server: TestServer;

/** The same person on the restarted server (its sessions outlive a restart). */
function again(browser: TestBrowser, next: TestServer): TestBrowser {
  const moved = new TestBrowser(next);
  for (const [k, v] of browser.cookies) moved.cookies.set(k, v);
  return moved;
}

beforeAll(async () => {
  // A hang shows as the API's 503 well inside the test's own time limit.
  server = await startTestServer({ API_REQUEST_TIMEOUT_MS: '10000' });
});
afterAll(() => server?.stop());

describe('a restart, then a live edit first (issue 54)', () => {
  it('applies the edit and the server goes on answering: nothing waits on its own transaction', async () => {
    const owner = new TestBrowser(server);
    const editor = new TestBrowser(server);
    expect((await owner.signUp('owner.restart@example.test')).error).toBeNull();
    expect((await editor.signUp('editor.restart@example.test')).error).toBeNull();
    const print = await createPrint(owner);
    await join(owner, editor, print.id, 'edit');

    // A fresh process state: nothing of the catalog is cached, as after any start.
    server = await server.restart();
    const member = again(editor, server);
    const op = setBackground(print.document.pages[0]!.id, '#204060');
    const res = await member.json('/print/collab/ops', {
      printId: print.id,
      clientId: 'restart-tab',
      batchId: 'restart-1',
      ops: [op],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ accepted: true });
    const health = await fetch(server.api('/health'));
    expect(health.status).toBe(200);
    const read = await again(owner, server).fetch(`/print/${print.id}`);
    const doc = ((await read.json()) as { print: { document: { pages: { background: string }[] } } }).print;
    expect(doc.document.pages[0]!.background).toBe('#204060');
  });
});
