/**
 * The acceptance property of issue 27: three clients and one Sequencer, random real edits
 * (render-core ops), random offline periods, a network that drops, delays, reorders and duplicates
 * deliveries, reconnections that resend pending batches, and a server check that refuses some
 * batches. Every run must end with every client's view == confirmed == the server's document, no
 * accepted batch missing on any client, every batch either accepted or refused, and a document
 * that parses. Each client edits with its own id tag (as each person's editor does), and some steps
 * have two or three clients add pages and text at the same moment; a separate test checks that
 * such additions all survive. A failure names its seed: `COLLAB_SEED=<seed> npx vitest run <this file>`.
 */
import { describe, expect, it } from 'vitest';
import { type BookDocument, bookDocumentSchema, designPages } from '../model/document';
import { themeIdSchema } from '../model/theme';
import { applyOp, type Op } from '../ops';
import { autoLayoutBook } from '../layout/auto-layout';
import { productSpecSchema } from '../model/product';
import { squareBook } from '../testing/products';
import { samplePhotos } from '../testing/sample-photos';
import { Replica } from './replica';
import { type Batch, type SequencedBatch, Sequencer, type SubmitAnswer } from './sequencer';

const RUNS = 10_000;
const STEPS = 28;
const CLIENTS = 3;

/** mulberry32: a tiny seeded PRNG, so a failing run can be replayed from its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T | undefined => xs[int(xs.length)];
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Rng = ReturnType<typeof prng>;

/**
 * A small real book: the auto-layout of 10 sample photos on a 20x20 book that allows 8 to 24
 * pages (the catalog's minimum of 20 would only make every run slower), with two captions.
 */
const BASE = (() => {
  const product = productSpecSchema.parse({ ...squareBook, pages: { min: 8, max: 24, step: 2 } });
  let d = autoLayoutBook(samplePhotos(10), product);
  for (const page of d.pages.slice(0, 2))
    d = applyOp(d, { type: 'addText', pageId: page.id, text: 'x' }).document;
  return d;
})();
const WORDS = ['Sea', 'Hills', 'Gran', 'Our trip', 'Day 2', ''];
const COLORS = ['#ffffff', '#102030', '#f0e0c0', null];
const THEMES = themeIdSchema.options;

/** One random edit by the render-core ops, on this client's view (null when none fits). */
function randomOp(rng: Rng, doc: BookDocument): Op | null {
  const pages = designPages(doc);
  const page = rng.chance(0.1) && doc.cover ? doc.cover : rng.pick(doc.pages);
  if (!page) return null;
  const photo = rng.pick(page.frames.filter((f) => f.kind === 'photo'));
  const text = rng.pick(page.frames.filter((f) => f.kind === 'text'));
  const ref = (f: { id: string } | undefined) => (f ? { pageId: page.id, frameId: f.id } : null);
  switch (rng.int(14)) {
    case 0:
      return { type: 'addPage', at: rng.int(doc.pages.length + 1) };
    case 1:
      return { type: 'removePage', pageId: page.id };
    case 2:
      return { type: 'movePage', pageId: page.id, to: rng.int(doc.pages.length) };
    case 3: {
      const other = rng.pick(pages);
      const otherPhoto = other && rng.pick(other.frames.filter((f) => f.kind === 'photo'));
      const a = ref(photo);
      return a && other && otherPhoto
        ? { type: 'swapPhotos', a, b: { pageId: other.id, frameId: otherPhoto.id } }
        : null;
    }
    case 4:
      return photo ? { type: 'replacePhoto', ...ref(photo)!, photoId: rng.pick(doc.photos)!.id } : null;
    case 5:
      return photo ? { type: 'panPhoto', ...ref(photo)!, centerX: rng.next(), centerY: rng.next() } : null;
    case 6:
      return photo ? { type: 'zoomPhoto', ...ref(photo)!, zoom: 1 + rng.int(30) / 10 } : null;
    case 7: {
      if (!photo) return null;
      if (rng.chance(0.5))
        return { type: 'rotatePhoto', ...ref(photo)!, rotation: rng.pick([0, 90, 180, -90])! };
      const size = 0.2 + rng.next() * 0.3;
      return {
        type: 'cropPhoto',
        ...ref(photo)!,
        rect: { x: rng.next() / 2, y: rng.next() / 2, width: size, height: size },
      };
    }
    case 8:
    case 9:
      return text ? { type: 'editText', ...ref(text)!, text: rng.pick(WORDS)! } : null;
    case 10:
      return { type: 'addText', pageId: page.id, text: rng.pick(WORDS)! };
    case 11:
      return text ? { type: 'removeText', ...ref(text)! } : null;
    case 12:
      return rng.chance(0.5)
        ? { type: 'changeTheme', theme: rng.pick(THEMES)! }
        : { type: 'setBackground', pageId: page.id, color: rng.pick(COLORS)! };
    default:
      return photo?.kind === 'photo' && photo.photoId ? { type: 'removePhoto', ...ref(photo)! } : null;
  }
}

/** Additions the clients make "at the same moment": a page at one place, a caption on one page. */
function addition(rng: Rng, doc: BookDocument, at: number, pageAt: number): Op {
  const page = doc.pages[Math.min(pageAt, doc.pages.length - 1)]!;
  return rng.chance(0.5)
    ? { type: 'addPage', at: Math.min(at, doc.pages.length) }
    : { type: 'addText', pageId: page.id, text: 'x' };
}

interface Client {
  replica: Replica;
  /** The person's id tag (the editor's `idTag`); undefined makes today's shared-counter ids. */
  tag: string | undefined;
  online: boolean;
  inbox: SequencedBatch[];
  confirmedIds: string[];
}

/** One simulated design: the server, the clients and what is in flight between them. */
class World {
  readonly server = new Sequencer(BASE);
  readonly clients: Client[];
  readonly toServer: { from: number; batch: Batch }[] = [];
  readonly created: string[] = [];
  readonly refused = new Set<string>();

  /** `tags`: whether the clients tag their ids; `refuseSome`: whether the server refuses at random. */
  constructor(
    readonly rng: Rng,
    readonly options = { tags: true, refuseSome: true },
  ) {
    this.clients = Array.from({ length: CLIENTS }, (_, i) => ({
      replica: new Replica(`c${i}`, BASE),
      tag: options.tags ? `t${i}` : undefined,
      online: true,
      inbox: [],
      confirmedIds: [],
    }));
  }

  /** The server's own rules: a book keeps its minimum pages, and some batches are refused outright. */
  check = (doc: BookDocument): string | null => {
    if (doc.pages.length < 6) return 'too few pages';
    return this.options.refuseSome && this.rng.chance(0.05) ? 'refused by the server' : null;
  };

  edit(c: Client, ops?: readonly Op[]) {
    const before = c.replica.view;
    let after = before;
    const count = ops ? ops.length : 1 + this.rng.int(2);
    for (let n = 0; n < count; n += 1) {
      const op = ops ? ops[n] : randomOp(this.rng, after);
      if (!op) continue;
      try {
        after = applyOp(after, op, { idTag: c.tag }).document;
      } catch {
        // OpError: this op does not fit the document (the UI would not offer it).
      }
    }
    const batch = c.replica.edit(before, after);
    if (batch) this.created.push(batch.batchId);
    return { before, after };
  }

  /**
   * Two or three clients add a page at one place or a caption on one page, each on its own view,
   * before any of them hears of the others' (what two people tapping "add page" together do).
   */
  addTogether(count = 2 + this.rng.int(CLIENTS - 1)) {
    const at = this.rng.int(30);
    const pageAt = this.rng.int(30);
    return this.clients.slice(0, count).map((c) => {
      const { before, after } = this.edit(c, [addition(this.rng, c.replica.view, at, pageAt)]);
      const had = new Set(idsOf(before));
      return idsOf(after).filter((id) => !had.has(id));
    });
  }

  send(i: number) {
    const c = this.clients[i]!;
    if (!c.online) return;
    for (const batch of c.replica.pending) {
      this.toServer.push({ from: i, batch });
      if (this.rng.chance(0.1)) this.toServer.push({ from: i, batch });
    }
  }

  /** The server takes one message in flight (any of them: the network reorders), or loses it. */
  serve(reliable = false) {
    if (this.toServer.length === 0) return;
    const [{ from, batch }] = this.toServer.splice(reliable ? 0 : this.rng.int(this.toServer.length), 1) as [
      { from: number; batch: Batch },
    ];
    if (!reliable && this.rng.chance(0.1)) return;
    const answer = this.server.submit(batch, this.check);
    const sender = this.clients[from]!;
    if (sender.online && (reliable || !this.rng.chance(0.15))) this.answer(sender, answer);
    if (answer.status !== 'accepted') return;
    const [accepted] = this.server.since(answer.seq - 1)!;
    for (const c of this.clients) {
      if (!c.online || (!reliable && this.rng.chance(0.1))) continue;
      c.inbox.push(accepted!);
      if (this.rng.chance(0.05)) c.inbox.push(accepted!);
    }
  }

  answer(c: Client, answer: SubmitAnswer) {
    if (answer.status === 'refused') {
      this.refused.add(answer.batchId);
      c.replica.refused(answer.batchId);
    }
  }

  /** A client takes what arrived (perhaps out of order); after a gap it asks the server since its seq. */
  deliver(c: Client) {
    if (!c.online) return;
    const inbox = c.inbox.splice(0);
    if (inbox.length > 1 && this.rng.chance(0.3)) inbox.reverse();
    const report = c.replica.receive(inbox);
    c.confirmedIds.push(...report.confirmed);
    if (report.gap) this.resync(c);
  }

  resync(c: Client) {
    const report = c.replica.receive(this.server.since(c.replica.seq)!);
    c.confirmedIds.push(...report.confirmed);
  }

  toggle(i: number) {
    const c = this.clients[i]!;
    c.online = !c.online;
    c.inbox = [];
    if (c.online) {
      this.resync(c);
      this.send(i);
    }
  }

  step() {
    const i = this.rng.int(CLIENTS);
    const c = this.clients[i]!;
    const r = this.rng.next();
    if (r < 0.03) this.addTogether();
    else if (r < 0.35) this.edit(c);
    else if (r < 0.5) this.send(i);
    else if (r < 0.75) this.serve();
    else if (r < 0.9) this.deliver(c);
    else this.toggle(i);
  }

  /** Everyone back online on a network that now delivers everything, until nothing is pending. */
  settle() {
    for (let round = 0; round < 10; round += 1) {
      this.clients.forEach((c, i) => {
        if (!c.online) this.toggle(i);
        else {
          this.resync(c);
          this.send(i);
        }
        c.inbox = [];
      });
      while (this.toServer.length > 0) this.serve(true);
      for (const c of this.clients) this.resync(c);
      if (this.clients.every((c) => c.replica.pending.length === 0)) return;
    }
  }
}

/** The ids of every page and frame, in document order. */
function idsOf(doc: BookDocument): string[] {
  return designPages(doc).flatMap((p) => [p.id, ...p.frames.map((f) => f.id)]);
}

/** Deep equality of JSON-like values, whatever the key order. */
function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** One run; returns what went wrong, or null. */
function run(seed: number): string | null {
  const world = new World(prng(seed));
  for (let s = 0; s < STEPS; s += 1) world.step();
  world.settle();
  const { server } = world;
  const log = server.since(0)!.map((b) => b.batchId);
  for (const c of world.clients) {
    const r = c.replica;
    if (r.pending.length > 0) return `${r.clientId} still has ${r.pending.length} pending`;
    if (r.seq !== server.seq) return `${r.clientId} is at seq ${r.seq}, the server at ${server.seq}`;
    if (!same(r.view, server.document) || !same(r.confirmed, server.document)) return `${r.clientId} differs`;
    if (c.confirmedIds.join() !== log.join()) return `${r.clientId} missed an accepted batch`;
  }
  const answered = new Set([...log, ...world.refused]);
  const unanswered = world.created.filter((id) => !answered.has(id));
  if (unanswered.length > 0) return `batches neither accepted nor refused: ${unanswered.join()}`;
  if (log.some((id) => world.refused.has(id))) return 'a batch was both accepted and refused';
  const parsed = bookDocumentSchema.safeParse(server.document);
  if (!parsed.success) return `the document does not parse: ${parsed.error.issues[0]?.message}`;
  return null;
}

/**
 * After a random history, every client adds a page at one place and a caption on one page before
 * hearing of the others' additions. Returns what went wrong (an addition lost, or replicas that
 * order them differently), or null.
 */
function addedTogether(seed: number, tags: boolean): string | null {
  const world = new World(prng(seed), { tags, refuseSome: false });
  for (let s = 0; s < STEPS; s += 1) world.step();
  world.settle();
  const base = world.server.document;
  const at = world.rng.int(base.pages.length + 1);
  const page = world.rng.pick(base.pages)!;
  const ops: Op[] = [
    { type: 'addPage', at },
    { type: 'addText', pageId: page.id, text: 'x' },
  ];
  const added = world.clients.map((c) => {
    const { before, after } = world.edit(c, ops);
    const had = new Set(idsOf(before));
    return idsOf(after).filter((id) => !had.has(id));
  });
  world.settle();
  if (world.server.document.pages.length !== base.pages.length + CLIENTS) return 'a page was lost';
  const wanted = new Set(added.flat());
  if (wanted.size !== added.flat().length) return `two clients made the same id: ${added.join(' | ')}`;
  const order = idsOf(world.server.document).filter((id) => wanted.has(id));
  if (order.length !== wanted.size) return `an addition was lost: ${order.length} of ${wanted.size} survive`;
  for (const c of world.clients) {
    const mine = idsOf(c.replica.view).filter((id) => wanted.has(id));
    if (mine.join() !== order.join()) return `${c.replica.clientId} orders the additions otherwise`;
  }
  return null;
}

describe('convergence of three clients through one Sequencer', () => {
  // The timeout only stops a hung run on a crowded machine; the time is printed, never asserted.
  it(`${RUNS} seeded runs of random edits, offline periods and a lossy network converge`, {
    timeout: 600_000,
  }, () => {
    const only = process.env.COLLAB_SEED;
    const started = process.cpuUsage();
    const seeds = only ? [Number(only)] : Array.from({ length: RUNS }, (_, i) => i + 1);
    const failures: string[] = [];
    let accepted = 0;
    for (const seed of seeds) {
      const problem = run(seed);
      if (problem) failures.push(`seed ${seed}: ${problem}`);
      if (failures.length >= 5) break;
      accepted += 1;
    }
    const cpu = process.cpuUsage(started);
    console.info(`convergence: ${accepted} runs in ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU`);
    expect(failures).toEqual([]);
    expect(accepted).toBe(seeds.length);
  });

  it('pages and captions that all three clients add at the same moment all survive, in one order', () => {
    const seeds = Array.from({ length: 300 }, (_, i) => i + 1);
    const failures = seeds.flatMap((seed) => {
      const problem = addedTogether(seed, true);
      return problem ? [`seed ${seed}: ${problem}`] : [];
    });
    expect(failures).toEqual([]);
    // Without tags all three make the same ids and two of the three pages are skipped: the gap the
    // tags close, and proof that the check above can fail.
    for (const seed of seeds.slice(0, 20)) expect(addedTogether(seed, false)).toBe('a page was lost');
  });

  it('the runs are not idle: they edit, refuse, go offline and still accept most batches', () => {
    const world = new World(prng(42));
    for (let s = 0; s < STEPS * 10; s += 1) world.step();
    world.settle();
    expect(world.created.length).toBeGreaterThan(20);
    expect(world.server.seq).toBeGreaterThan(10);
    expect(world.refused.size).toBeGreaterThan(0);
  });
});
