import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../auth/browser.test-helper';
import { startTestServer, type TestServer } from '../test/harness';
import { createPrint, join, openStream, readPrint, sendOps } from './collab.test-helper';

/** A whole save takes 192 KB here, so a design may grow by ops to 128 KB (designBound). */
const DESIGN_BODY_BYTES = 192 * 1024;

let server: TestServer;
let owner: TestBrowser;
let editor: TestBrowser;

beforeAll(async () => {
  server = await startTestServer({
    API_DESIGN_BODY_LIMIT_BYTES: String(DESIGN_BODY_BYTES),
    // The design bound is what is tested here, not the fair shares (limits.api.test.ts).
    COLLAB_MEMBER_OP_BYTES_PER_SECOND: String(1 << 20),
    COLLAB_CONNECTION_OP_BYTES_PER_SECOND: String(1 << 20),
  });
  owner = new TestBrowser(server);
  editor = new TestBrowser(server);
  expect((await owner.signUp('owner.bounds@example.test')).error).toBeNull();
  expect((await editor.signUp('editor.bounds@example.test')).error).toBeNull();
});
afterAll(() => server?.stop());

let photos = 0;
const photoInsert = (place: string | null, extra: Record<string, unknown> = {}) => {
  const id = `ph.bounds.${++photos}`;
  return {
    kind: 'insert',
    path: ['photos'],
    id,
    after: null,
    before: null,
    value: {
      id,
      width: 4000,
      height: 3000,
      takenAt: null,
      orientation: 1,
      place,
      contentHash: null,
      focusPoints: [],
      people: [],
      faces: [],
      analysis: null,
      ...extra,
    },
  };
};

type Refusal = { accepted: false; code: string; reason: string };

describe('a design and its fields are bounded (issue 54)', () => {
  it("refuses a contributor's photo with a 100 KB place (422), writing and sending nothing", async () => {
    const print = await createPrint(owner);
    await join(owner, editor, print.id, 'contribute');
    const res = await sendOps(editor, print.id, [photoInsert('x'.repeat(100 * 1024))]);
    expect(res.status).toBe(422);
    expect(((await res.json()) as Refusal).accepted).toBe(false);
    const after = await readPrint(owner, print.id);
    expect(after.revision).toBe(print.revision);
    // A real place is taken.
    expect((await sendOps(editor, print.id, [photoInsert('Donostia, Gipuzkoa, España')])).status).toBe(200);
  });

  it('refuses unknown keys, however deep (422): nothing of them reaches the log, the stream or the design', async () => {
    const print = await createPrint(owner);
    await join(owner, editor, print.id, 'edit');
    let junk: Record<string, unknown> = { end: true };
    for (let i = 0; i < 50; i++) junk = { level: i, junk };
    const watching = await openStream(owner, print.id);
    const refusedInsert = await sendOps(editor, print.id, [photoInsert('Bilbao', { extra: junk })]);
    expect(refusedInsert.status).toBe(422);
    const frame = print.document.pages
      .flatMap((p) => p.frames.map((f) => ({ page: p.id, frame: f })))
      .find((x) => x.frame.kind === 'photo');
    if (frame) {
      const crop = { centerX: 0.5, centerY: 0.5, zoom: 1, rotation: 0, extra: junk };
      const path = ['pages', { id: frame.page }, 'frames', { id: frame.frame.id }, 'crop'];
      expect((await sendOps(editor, print.id, [{ kind: 'set', path, value: crop }])).status).toBe(422);
    }
    const photo = photoInsert('Bilbao');
    expect((await sendOps(editor, print.id, [photo])).status).toBe(200);
    // The first batch the stream carries is the one taken, whole.
    const [event] = await watching.next(1);
    watching.close();
    expect(event!.data).toContain(photo.id);
    expect(event!.data).not.toContain('junk');
    const log = (await (
      await owner.fetch(`/print/collab/ops?printId=${print.id}&since=${print.revision}`)
    ).json()) as { batches: { ops: unknown[] }[] };
    expect(log.batches).toHaveLength(1);
    const stored = await server.database.db.execute<{ document: unknown }>(
      // The stored document itself, not as a read strips it.
      sql`select document from prints where id = ${print.id}`,
    );
    const rows = Array.isArray(stored) ? stored : (stored as unknown as { rows: unknown[] }).rows;
    expect(JSON.stringify(rows)).not.toContain('junk');
  });

  it('refuses the op that would pass the design bound (422 naming it), and the owner can still save it whole', async () => {
    const print = await createPrint(owner);
    await join(owner, editor, print.id, 'edit');
    const place = 'Sant Martí de Tous, Anoia, Barcelona, Catalunya, España'.padEnd(200, '.');
    // 200 photos of about 450 bytes each: under the bound.
    for (let n = 0; n < 4; n++) {
      const ops = Array.from({ length: 50 }, () => photoInsert(place));
      expect((await sendOps(editor, print.id, ops)).status).toBe(200);
    }
    const big = await sendOps(
      editor,
      print.id,
      Array.from({ length: 200 }, () => photoInsert(place)),
    );
    expect(big.status).toBe(422);
    const refusal = (await big.json()) as Refusal;
    expect(refusal.code).toBe('DESIGN_TOO_LARGE');
    expect(refusal.reason).toMatch(/at most 128 KB \(131072 bytes\)/);
    // What the ops allowed, the owner saves whole.
    const current = await readPrint(owner, print.id);
    const document = { ...current.document, title: 'Saved whole' };
    const saved = await owner.json('/print/update', {
      id: print.id,
      baseRevision: current.revision,
      document,
    });
    expect(saved.status).toBe(200);
  });
});
