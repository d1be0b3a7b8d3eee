import { describe, expect, it } from 'vitest';
import type { LocalPhoto } from './types';
import type { FileProgress } from './upload-state';
import {
  addPhotosOp,
  chooseToAdd,
  countPicks,
  draftIdOfPrint,
  type PickedPhoto,
  tallyUploads,
} from './add-photos';

const item = (key: string, state: PickedPhoto['state'], contentKey: string | null = null): PickedPhoto => ({
  key,
  name: `${key}.jpg`,
  state,
  reason: state === 'rejected' ? 'corrupt' : null,
  contentKey,
});

const file = (
  id: string,
  status: FileProgress['status'],
  serverStatus: FileProgress['serverStatus'] = null,
) => ({
  id,
  name: `${id}.jpg`,
  bytesTotal: 100,
  bytesSent: status === 'done' ? 100 : 10,
  status,
  error: null,
  serverStatus,
  serverReason: null,
});

describe('adding photos in the editor', () => {
  it('adds duplicates only when kept', () => {
    const items = [item('1', 'ready'), item('2', 'duplicate'), item('3', 'rejected'), item('4', 'preparing')];
    expect(chooseToAdd(items, false).map((i) => i.key)).toEqual(['1']);
    expect(chooseToAdd(items, true).map((i) => i.key)).toEqual(['1', '2']);
  });

  it('counts the picks', () => {
    const items = [item('1', 'ready'), item('2', 'preparing'), item('3', 'rejected'), item('4', 'duplicate')];
    expect(countPicks(items)).toEqual({ preparing: 1, ready: 1, rejected: 1, duplicate: 1, checked: 3 });
  });

  it('makes one addPhotos op of engine photo refs', () => {
    const photo = {
      id: 'p1',
      width: 2048,
      height: 1365,
      takenAt: '2026-07-04T08:58:12+02:00',
      orientation: 1,
      sha256: 'abc',
    } as LocalPhoto;
    expect(addPhotosOp([photo])).toEqual({
      type: 'addPhotos',
      photos: [
        {
          id: 'p1',
          width: 2048,
          height: 1365,
          takenAt: '2026-07-04T08:58:12+02:00',
          orientation: 1,
          contentHash: 'abc',
        },
      ],
    });
    expect(draftIdOfPrint('x')).toBe('print:x');
  });

  it('tallies the uploads of the added photos only', () => {
    const files = {
      a: file('a', 'done', 'ready'),
      b: file('b', 'failed'),
      c: file('c', 'done', 'failed'),
      other: file('other', 'uploading'),
    };
    const tally = tallyUploads(['a', 'b', 'c', 'd'], files);
    expect(tally).toMatchObject({ total: 4, done: 2, failed: 1, refusedByServer: 1, finished: false });
    // 210 of 300 bytes sent for the three queued, and the fourth not started.
    expect(tally.share).toBeCloseTo(0.525);
    expect(tallyUploads(['a', 'c'], files).finished).toBe(true);
  });
});
