/**
 * `npx tsx bench/collab.ts` (run first by `npm run bench:editor`): the bytes one typical edit sends
 * as collab ops (issue 27: `{clientId, batchId, ops}`) against today's whole-document save
 * (`POST /print/update {id, baseRevision, document}`), on the 100-photo bench document, and the
 * time to turn an edit into ops and merge a batch (median of repeated trials after a warm-up).
 * Prints the figures and writes bench/results/collab.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  applyOp,
  applyOps,
  autoLayoutBook,
  type BookDocument,
  type Op,
  opsBetween,
  Sequencer,
} from '../render-core';
import { squareBook } from '../render-core/testing/products';
import { samplePhotos } from '../render-core/testing/sample-photos';

const TRIALS = Number(process.env.RUNS ?? 200);
const doc = autoLayoutBook(samplePhotos(100), squareBook, { id: 'bench', title: '100 photos' });
const page = doc.pages[Math.floor(doc.pages.length / 2)]!;
const photo = page.frames.find((f) => f.kind === 'photo')!;
const withCaption = applyOp(doc, { type: 'addText', pageId: page.id, text: 'Our trip' }).document;
const caption = withCaption.pages.find((p) => p.id === page.id)!.frames.find((f) => f.kind === 'text')!;

/** Typical edits: a nudge of a photo, a zoom, a caption typed, a page moved. */
const edits: { name: string; base: BookDocument; op: Op }[] = [
  {
    name: 'pan a photo',
    base: doc,
    op: { type: 'panPhoto', pageId: page.id, frameId: photo.id, centerX: 0.4, centerY: 0.6 },
  },
  {
    name: 'zoom a photo',
    base: doc,
    op: { type: 'zoomPhoto', pageId: page.id, frameId: photo.id, zoom: 1.5 },
  },
  {
    name: 'edit a caption',
    base: withCaption,
    op: { type: 'editText', pageId: page.id, frameId: caption.id, text: 'Our trip to the sea' },
  },
  { name: 'move a page', base: doc, op: { type: 'movePage', pageId: doc.pages[3]!.id, to: 10 } },
];

const bytes = (v: unknown) => new TextEncoder().encode(JSON.stringify(v)).length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function time(run: () => void): number {
  for (let i = 0; i < 20; i += 1) run();
  const samples: number[] = [];
  for (let i = 0; i < TRIALS; i += 1) {
    const t = performance.now();
    run();
    samples.push(performance.now() - t);
  }
  return median(samples);
}

const rows = edits.map(({ name, base, op }) => {
  const after = applyOp(base, op).document;
  const ops = opsBetween(base, after);
  const opBytes = bytes({ clientId: 'c1', batchId: 'c1:17', ops });
  const docBytes = bytes({ id: 'print-id', baseRevision: 17, document: after });
  const opsMs = time(() => opsBetween(base, after));
  const mergeMs = time(() => {
    const server = new Sequencer(base);
    server.submit({ clientId: 'c1', batchId: 'c1:1', ops });
    applyOps(base, ops);
  });
  return { name, ops: ops.length, opBytes, docBytes, ratio: docBytes / opBytes, opsMs, mergeMs };
});

console.info(
  `collab: bytes per edit on the 100-photo book (${doc.pages.length} pages, ${bytes(doc)} bytes of JSON)`,
);
for (const r of rows) {
  console.info(
    `  ${r.name.padEnd(16)} ops ${String(r.ops).padStart(2)}  ${String(r.opBytes).padStart(6)} B as ops  vs ${String(r.docBytes).padStart(7)} B whole document  ratio 1:${r.ratio.toFixed(0)}  (opsBetween ${r.opsMs.toFixed(3)} ms, server accept + replica apply ${r.mergeMs.toFixed(3)} ms)`,
  );
}
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/collab.json', `${JSON.stringify({ trials: TRIALS, edits: rows }, null, 2)}\n`);
