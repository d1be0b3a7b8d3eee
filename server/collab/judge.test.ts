import { describe, expect, it } from 'vitest';
import { autoLayoutBook, type CollabOp } from '../../render-core';
import { samplePhotos } from '../../render-core/testing/sample-photos';
import { squareBook } from '../../render-core/testing/products';
import { judgeOps } from './judge';

const doc = autoLayoutBook(samplePhotos(8, 1), squareBook, { id: 'd', title: 'Trip' });
const page = doc.pages[0]!;
const frame = page.frames.find((f) => f.kind === 'photo')!;

describe('judgeOps', () => {
  it('applies ops in order and counts ops whose record is gone as skipped, not refused', () => {
    const ops: CollabOp[] = [
      { kind: 'set', path: ['title'], value: 'Our trip' },
      { kind: 'set', path: ['pages', { id: 'gone' }, 'background'], value: '#ffffff' },
      { kind: 'delete', path: ['pages'], id: 'gone-too' },
    ];
    const judged = judgeOps(doc, ops);
    expect(judged).toMatchObject({ ok: true, skipped: 2 });
    expect(judged.ok && judged.document.title).toBe('Our trip');
  });

  it('refuses, naming the op, an op that would make the design invalid', () => {
    const ops: CollabOp[] = [
      { kind: 'set', path: ['title'], value: 'Our trip' },
      { kind: 'set', path: ['pages', { id: page.id }, 'frames', { id: frame.id }, 'photoId'], value: 'nope' },
    ];
    const judged = judgeOps(doc, ops);
    expect(judged).toMatchObject({ ok: false, index: 1 });
    expect(!judged.ok && judged.reason).toMatch(/^Op 1 \(set pages\.\{.+\}\.frames/);
  });
});
