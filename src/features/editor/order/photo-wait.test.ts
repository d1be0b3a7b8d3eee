import { describe, expect, it } from 'vitest';
import {
  judgePhotoWait,
  nextWaitStep,
  POLLS_WITHOUT_PROGRESS,
  photosCanArrive,
  photosToWaitFor,
} from './photo-wait';

const notReady = (photoId: string) => ({ code: 'PHOTO_NOT_UPLOADED', message: 'not yet', photoId });
const listed = (id: string, status: 'processing' | 'ready' | 'failed', clientId: string | null = null) => ({
  id,
  clientId,
  status,
});

describe('photosToWaitFor', () => {
  it('waits only when photos not ready on the server are the whole refusal', () => {
    expect(
      photosToWaitFor({ message: 'x', findings: [notReady('a'), notReady('b'), notReady('a')] }),
    ).toEqual(['a', 'b']);
    expect(
      photosToWaitFor({ message: 'x', findings: [notReady('a'), { code: 'PAGE_COUNT', message: 'pages' }] }),
    ).toBeNull();
    expect(photosToWaitFor({ message: 'x', findings: [] })).toBeNull();
    expect(photosToWaitFor(null)).toBeNull();
  });
});

describe('judgePhotoWait', () => {
  it('counts the photos ready by server or device id, and waits for one not listed yet', () => {
    expect(judgePhotoWait(['a', 'b', 'c'], [listed('s1', 'ready', 'a'), listed('b', 'processing')])).toEqual({
      kind: 'waiting',
      ready: 1,
      total: 3,
    });
    expect(judgePhotoWait(['a', 'b'], [listed('s1', 'ready', 'a'), listed('b', 'ready')])).toEqual({
      kind: 'ready',
    });
  });

  it('fails at once when a photo failed on the server', () => {
    expect(judgePhotoWait(['a', 'b'], [listed('a', 'failed'), listed('b', 'processing')])).toEqual({
      kind: 'failed',
      failed: 1,
    });
  });
});

describe('nextWaitStep', () => {
  it('polls while photos get ready, adds once all are, and says so when one failed', () => {
    expect(nextWaitStep({ kind: 'waiting', ready: 2, total: 3 }, { ready: 1, idlePolls: 5 })).toEqual({
      step: 'poll',
      idlePolls: 0,
    });
    expect(nextWaitStep({ kind: 'ready' }, { ready: 2, idlePolls: 0 })).toEqual({ step: 'add' });
    expect(nextWaitStep({ kind: 'failed', failed: 1 }, { ready: 2, idlePolls: 0 })).toEqual({
      step: 'failed',
    });
  });

  it('gives up after many answers in which no photo got ready', () => {
    const stuck = { kind: 'waiting', ready: 1, total: 3 } as const;
    expect(nextWaitStep(stuck, { ready: 1, idlePolls: POLLS_WITHOUT_PROGRESS - 2 })).toEqual({
      step: 'poll',
      idlePolls: POLLS_WITHOUT_PROGRESS - 1,
    });
    expect(nextWaitStep(stuck, { ready: 1, idlePolls: POLLS_WITHOUT_PROGRESS - 1 })).toEqual({
      step: 'gaveUp',
    });
  });
});

describe('photosCanArrive', () => {
  it('waits for photos the server lists or this device holds, never for photos nowhere', () => {
    const server = [listed('s1', 'processing', 'a'), listed('b', 'processing')];
    expect(photosCanArrive(['a', 'b'], server, new Set())).toBe(true);
    expect(photosCanArrive(['a', 'c'], server, new Set(['c']))).toBe(true);
    expect(photosCanArrive(['a', 'd'], server, new Set(['c']))).toBe(false);
  });
});
