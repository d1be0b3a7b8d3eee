/**
 * The "flood" phase of `npm run bench:load` (issue 54, fair shares): one member of a shared design
 * floods it — BENCH_FLOOD_CONNECTIONS (16) connections, each posting batches of 500 ops of about
 * 244 KB back to back (waiting only the Retry-After of a 429, so it sends at the limit), and
 * BENCH_FLOOD_STREAMS (12) live streams of the design it never reads — while, measured:
 *   editor    another editor of the same design sends a small batch every 250 ms; its op round trip
 *             is the time from its POST to the batch arriving on the owner's live stream;
 *   unrelated an unrelated customer's design, the same between its owner and its member;
 *   health    GET /health at 10/s on a clock (open model: latency from each scheduled time).
 * First BENCH_FLOOD_QUIET_SECONDS (3) without the flood for the quiet figures, then the flood:
 * 2 s to build up, BENCH_FLOOD_SECONDS (10) measured. A batch whose echo never comes within 5 s
 * counts as 5 s (and as lost). Targets: op round trip p95 ≤ 300 ms, /health p95 ≤ 100 ms.
 */
import { Agent, type IncomingMessage, request } from 'node:http';
import type { BookDocument } from '../render-core';
import { captionFrame } from '../render-core/testing/sample-book';
import { TestBrowser } from '../server/auth/browser.test-helper';
import { designFor } from '../server/print/design.test-helper';
import type { TestServer } from '../server/test/harness';

const CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 16);
const STREAMS = Number(process.env.BENCH_FLOOD_STREAMS ?? 12);
const SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 10);
const QUIET_SECONDS = Number(process.env.BENCH_FLOOD_QUIET_SECONDS ?? 3);
const BUILD_UP_MS = 2000;
const ECHO_TIMEOUT_MS = 5000;
const EDIT_GAP_MS = 250;
const HEALTH_GAP_MS = 100;
export const FLOOD_TARGET = { roundTripP95: 300, healthP95: 100 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Member {
  browser: TestBrowser;
  cookie: string;
}

interface Shared {
  printId: string;
  pageId: string;
  frameId: string;
}

async function member(base: string, name: string): Promise<Member> {
  const server = { url: base, api: (p: string) => `${base}/webapp/api${p}` } as unknown as TestServer;
  const browser = new TestBrowser(server);
  const signed = await browser.signUp(`flood-${name}-${Date.now()}@example.test`);
  if (signed.error) throw new Error(`sign-up failed: ${signed.error}`);
  return { browser, cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
}

/** The owner's 40-photo design with a caption on its first page, shared for editing with `editors`. */
async function sharedDesign(owner: Member, editors: Member[]): Promise<Shared> {
  const created = await owner.browser.json('/print', { productCode: 'BOOK-HC-20X20', title: 'Flood' });
  const { print } = (await created.json()) as {
    print: { id: string; revision: number; document: BookDocument };
  };
  const document = { ...designFor(print.document.product, 40), id: print.document.id };
  const page = document.pages[0]!;
  page.frames.push(captionFrame('flood-caption', 'caption'));
  const saved = await owner.browser.json('/print/update', {
    id: print.id,
    baseRevision: print.revision,
    document,
  });
  if (saved.status !== 200) throw new Error(`the design was not saved (${saved.status})`);
  for (const editor of editors) {
    const invite = await owner.browser.json('/print/collab/invite', {
      printId: print.id,
      permission: 'edit',
    });
    const { token } = (await invite.json()) as { token: string };
    const accepted = await editor.browser.json('/print/collab/accept', { token });
    if (accepted.status !== 200) throw new Error(`accepting answered ${accepted.status}`);
  }
  return { printId: print.id, pageId: page.id, frameId: 'flood-caption' };
}

const textPath = (d: Shared) => ['pages', { id: d.pageId }, 'frames', { id: d.frameId }, 'text'];

/** A POST on its own agent; the status, the Retry-After header (seconds) and the time taken. */
function post(base: string, agent: Agent, path: string, cookie: string, body: string) {
  const sent = performance.now();
  return new Promise<{ status: number; retryAfter: number; ms: number }>((resolve) => {
    const req = request(
      `${base}/webapp/api${path}`,
      {
        method: 'POST',
        agent,
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: Number(res.headers['retry-after'] ?? 0) || 0,
            ms: performance.now() - sent,
          }),
        );
        res.on('error', () => resolve({ status: 0, retryAfter: 0, ms: performance.now() - sent }));
      },
    );
    req.on('error', () => resolve({ status: 0, retryAfter: 0, ms: performance.now() - sent }));
    req.end(body);
  });
}

/** A live stream read as it comes: each `ops` batch id with the time it arrived; reopened if dropped. */
function listen(base: string, printId: string, cookie: string) {
  const arrived = new Map<string, number>();
  let current: IncomingMessage | null = null;
  let stopped = false;
  let reopened = -1;
  const open = () => {
    if (stopped) return;
    reopened++;
    const req = request(
      `${base}/webapp/api/print/collab/stream?printId=${printId}`,
      { headers: { cookie } },
      (res) => {
        current = res;
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            if (block.startsWith('event: ops')) {
              const id = /"batchId":"([^"]+)"/.exec(block.slice(0, 300))?.[1];
              if (id) arrived.set(id, performance.now());
            }
            cut = buffer.indexOf('\n\n');
          }
        });
        res.on('end', () => setTimeout(open, 100));
        res.on('error', () => {});
      },
    );
    req.on('error', () => setTimeout(open, 100));
    req.end();
  };
  open();
  return {
    arrived,
    get reopened() {
      return Math.max(0, reopened);
    },
    stop: () => {
      stopped = true;
      current?.destroy();
    },
  };
}

/** Streams of the design that are never read: their sockets' buffers fill and stay full. */
function deafStreams(base: string, printId: string, cookie: string, count: number) {
  const statuses: number[] = [];
  const open: IncomingMessage[] = [];
  for (let i = 0; i < count; i++) {
    const req = request(
      `${base}/webapp/api/print/collab/stream?printId=${printId}`,
      { headers: { cookie } },
      (res) => {
        statuses.push(res.statusCode ?? 0);
        if (res.statusCode === 200) {
          res.pause();
          open.push(res);
        } else res.resume();
      },
    );
    req.on('error', () => statuses.push(0));
    req.end();
  }
  return {
    statuses,
    /** Reads them again: a stream the server dropped ends once its backlog is read; a kept one goes on. */
    dropped: () =>
      Promise.all(
        open.map(
          (res) =>
            new Promise<boolean>((resolve) => {
              const kept = setTimeout(() => resolve(false), 3000);
              const ended = () => {
                clearTimeout(kept);
                resolve(true);
              };
              res.on('end', ended);
              res.on('close', ended);
              res.on('error', ended);
              res.resume();
            }),
        ),
      ).then((ends) => ends.filter(Boolean).length),
    stop: () => {
      for (const r of open) r.destroy();
    },
  };
}

/** One editor's small batches every EDIT_GAP_MS until `end`; each one's round trip to the other stream. */
async function editLoop(
  base: string,
  sender: Member,
  d: Shared,
  heard: Map<string, number>,
  tag: string,
  end: number,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const trips: number[] = [];
  const statuses: number[] = [];
  let lost = 0;
  for (let n = 0; performance.now() < end; n++) {
    const batchId = `${tag}-${n}`;
    const op = { kind: 'set', path: textPath(d), value: `${tag} ${n}` };
    const body = JSON.stringify({ printId: d.printId, clientId: `${tag}-client`, batchId, ops: [op] });
    const sent = performance.now();
    const answer = await post(base, agent, '/print/collab/ops', sender.cookie, body);
    statuses.push(answer.status);
    if (answer.status === 200) {
      while (!heard.has(batchId) && performance.now() - sent < ECHO_TIMEOUT_MS) await sleep(2);
      const at = heard.get(batchId);
      if (at === undefined) lost++;
      trips.push(at === undefined ? ECHO_TIMEOUT_MS : at - sent);
    } else trips.push(Math.max(answer.ms, ECHO_TIMEOUT_MS));
    await sleep(Math.max(0, EDIT_GAP_MS - (performance.now() - sent)));
  }
  agent.destroy();
  return { trips, lost, refused: statuses.filter((s) => s !== 200).length };
}

/** GET /health on a clock until `end`; latency from each scheduled time. */
async function healthLoop(base: string, end: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const samples: number[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; start + i * HEALTH_GAP_MS < end; i++) {
    const at = start + i * HEALTH_GAP_MS;
    await sleep(Math.max(0, at - performance.now()));
    pending.push(
      new Promise<void>((resolve) => {
        const req = request(`${base}/webapp/api/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () => {
            samples.push(performance.now() - at);
            resolve();
          });
        });
        req.on('error', () => {
          samples.push(performance.now() - at);
          resolve();
        });
        req.end();
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return samples;
}

/** The flooder: CONNECTIONS loops of 244 KB batches, each on its own socket, until `end`. */
async function floodLoop(base: string, flooder: Member, d: Shared, end: number) {
  const text = 'x'.repeat(395);
  const ops = JSON.stringify(
    Array.from({ length: 500 }, () => ({ kind: 'set', path: textPath(d), value: text })),
  );
  const counts = { sent: 0, accepted: 0, limited: 0, other: 0, bytes: 0, acceptedBytes: 0 };
  const acceptedMs: number[] = [];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, k) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      for (let n = 0; performance.now() < end; n++) {
        const body = `{"printId":"${d.printId}","clientId":"flood-${k}","batchId":"flood-${k}-${n}","ops":${ops}}`;
        counts.sent++;
        counts.bytes += body.length;
        const answer = await post(base, agent, '/print/collab/ops', flooder.cookie, body);
        if (answer.status === 200) {
          acceptedMs.push(answer.ms);
          counts.accepted++;
          counts.acceptedBytes += body.length;
        } else if (answer.status === 429) {
          counts.limited++;
          await sleep(Math.min(answer.retryAfter * 1000, Math.max(0, end - performance.now())));
        } else {
          counts.other++;
          await sleep(100);
        }
      }
      agent.destroy();
    }),
  );
  return { ...counts, batchBytes: ops.length, acceptedPostP50: percentile(acceptedMs, 50) };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const figures = (xs: number[]) => ({
  count: xs.length,
  p50: percentile(xs, 50),
  p95: percentile(xs, 95),
  max: Math.max(...xs),
});

/**
 * Measures the editors' round trips and /health for `ms`, with or without the flood (then after
 * its build-up), and the server's CPU time a second meanwhile (`cpu`: its CPU time so far, in ms).
 */
async function measure(base: string, cast: Cast, ms: number, flood: boolean, cpu: () => number) {
  const start = performance.now();
  const end = start + (flood ? BUILD_UP_MS : 0) + ms;
  const flooding = flood ? floodLoop(base, cast.flooder, cast.shared, end) : null;
  if (flood) await sleep(BUILD_UP_MS);
  const cpuFrom = cpu();
  const wallFrom = performance.now();
  const [editor, unrelated, health] = await Promise.all([
    editLoop(base, cast.editor, cast.shared, cast.ownerEars.arrived, `editor-${flood ? 'f' : 'q'}`, end),
    editLoop(base, cast.other, cast.unrelated, cast.memberEars.arrived, `other-${flood ? 'f' : 'q'}`, end),
    healthLoop(base, end),
  ]);
  const serverCpuMsPerSecond = ((cpu() - cpuFrom) * 1000) / (performance.now() - wallFrom);
  const flooded = await flooding;
  return {
    serverCpuMsPerSecond,
    editor: { ...figures(editor.trips), lost: editor.lost, refused: editor.refused },
    unrelated: { ...figures(unrelated.trips), lost: unrelated.lost, refused: unrelated.refused },
    health: figures(health),
    ...(flooded ? { flood: flooded } : {}),
  };
}

interface Cast {
  flooder: Member;
  editor: Member;
  other: Member;
  shared: Shared;
  unrelated: Shared;
  ownerEars: ReturnType<typeof listen>;
  memberEars: ReturnType<typeof listen>;
}

export type Line = (name: string, figure: number, target: number, unit: string) => unknown;

/** The whole phase on one running server: the cast, the quiet figures, then the flood's. */
export async function floodPhase(base: string, line: Line, cpu: () => number) {
  const [owner, editor, flooder, other, otherMember] = await Promise.all(
    ['owner', 'editor', 'flooder', 'other', 'other-member'].map((name) => member(base, name)),
  );
  const shared = await sharedDesign(owner!, [editor!, flooder!]);
  const unrelated = await sharedDesign(other!, [otherMember!]);
  const cast: Cast = {
    flooder: flooder!,
    editor: editor!,
    other: other!,
    shared,
    unrelated,
    ownerEars: listen(base, shared.printId, owner!.cookie),
    memberEars: listen(base, unrelated.printId, otherMember!.cookie),
  };
  await sleep(300);
  try {
    const quiet = await measure(base, cast, QUIET_SECONDS * 1000, false, cpu);
    const deaf = deafStreams(base, shared.printId, flooder!.cookie, STREAMS);
    const flood = await measure(base, cast, SECONDS * 1000, true, cpu);
    const dropped = await deaf.dropped();
    deaf.stop();
    const f = flood.flood!;
    const streams = {
      asked: STREAMS,
      opened: deaf.statuses.filter((s) => s === 200).length,
      limited: deaf.statuses.filter((s) => s === 429).length,
      dropped,
    };
    const fmt = (n: number) => n.toFixed(0);
    console.log(
      `  quiet: editor round trip p50 ${fmt(quiet.editor.p50)} / p95 ${fmt(quiet.editor.p95)} ms, unrelated p95 ${fmt(quiet.unrelated.p95)} ms, /health p95 ${fmt(quiet.health.p95)} ms; server CPU ${fmt(quiet.serverCpuMsPerSecond)} ms a second`,
    );
    console.log(
      `  flood: ${CONNECTIONS} connections, ${f.sent} batches of ${(f.batchBytes / 1024).toFixed(0)} KB sent, ${f.accepted} accepted (POST p50 ${fmt(f.acceptedPostP50)} ms; ${(f.acceptedBytes / 1048576).toFixed(1)} MB into the op log), ${f.limited} answered 429, ${f.other} other; ${streams.opened} of ${STREAMS} unread streams opened, ${streams.limited} answered 429, ${dropped} dropped by the server; the owner's stream reopened ${cast.ownerEars.reopened} times; server CPU ${fmt(flood.serverCpuMsPerSecond)} ms a second`,
    );
    const ratios = {
      editorP95: line(
        `editor round trip p95 (p50 ${fmt(flood.editor.p50)} ms, ${flood.editor.lost} lost, ${flood.editor.refused} refused)`,
        flood.editor.p95,
        FLOOD_TARGET.roundTripP95,
        'ms',
      ),
      unrelatedP95: line(
        `unrelated design round trip p95 (p50 ${fmt(flood.unrelated.p50)} ms)`,
        flood.unrelated.p95,
        FLOOD_TARGET.roundTripP95,
        'ms',
      ),
      healthP95: line(
        `/health p95 beside the flood (p50 ${fmt(flood.health.p50)} ms)`,
        flood.health.p95,
        FLOOD_TARGET.healthP95,
        'ms',
      ),
    };
    return { connections: CONNECTIONS, seconds: SECONDS, quiet, flood, streams, ratios };
  } finally {
    cast.ownerEars.stop();
    cast.memberEars.stop();
  }
}
