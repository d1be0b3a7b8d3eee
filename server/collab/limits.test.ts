import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  CollabLimits,
  type CollabLimitSettings,
  limitSettings,
  STREAM_RETRY_SECONDS,
  TokenBuckets,
} from './limits';

/** A clock the test moves. */
function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const settings = (over: Partial<CollabLimitSettings> = {}): CollabLimitSettings => ({
  member: { batches: 4, ops: 100, bytes: 1000, presence: 2 },
  connection: { batches: 2, ops: 50, bytes: 500, presence: 1 },
  burstSeconds: 2,
  batchBytes: 800,
  streamsPerMember: 2,
  ...over,
});

describe('a token bucket', () => {
  it('lets a burst through, then one token a 1/rate seconds', () => {
    const t = clock();
    const buckets = new TokenBuckets(2, 4, 100, t.now);
    for (let i = 0; i < 4; i++) {
      expect(buckets.waitMs('ann', 1)).toBe(0);
      buckets.take('ann', 1);
    }
    expect(buckets.waitMs('ann', 1)).toBe(500);
    t.advance(500);
    expect(buckets.waitMs('ann', 1)).toBe(0);
    // Another key has its own bucket.
    expect(buckets.waitMs('bea', 4)).toBe(0);
  });

  it('never holds more than its burst, and a cost above the burst waits for a full bucket', () => {
    const t = clock();
    const buckets = new TokenBuckets(10, 20, 100, t.now);
    buckets.take('ann', 20);
    t.advance(60_000);
    expect(buckets.waitMs('ann', 21)).toBe(0);
    buckets.take('ann', 500);
    expect(buckets.waitMs('ann', 1)).toBe(100);
    expect(buckets.waitMs('ann', 500)).toBe(2000);
  });

  it('keeps at most its number of keys, dropping the least recently used', () => {
    const t = clock();
    const buckets = new TokenBuckets(1, 1, 3, t.now);
    for (const key of ['a', 'b', 'c']) buckets.take(key, 1);
    buckets.take('a', 0); // touched: now the newest
    buckets.take('d', 1);
    expect(buckets.size).toBe(3);
    // b was dropped (starts again full); a, c and d still wait.
    expect(buckets.waitMs('b', 1)).toBe(0);
    expect(buckets.waitMs('a', 1)).toBeGreaterThan(0);
    expect(buckets.waitMs('c', 1)).toBeGreaterThan(0);
    expect(buckets.waitMs('d', 1)).toBeGreaterThan(0);
  });
});

describe('the fair shares of shared designs', () => {
  it('refuses a connection past its batches with the wait in whole seconds, taking nothing', () => {
    const t = clock();
    const limits = new CollabLimits(settings(), t.now);
    for (let i = 0; i < 4; i++) expect(limits.admitBatch('ann', 'tab-1', 1, 10)).toBeNull();
    expect(limits.admitBatch('ann', 'tab-1', 1, 10)).toEqual({
      limit: 'connection-batches',
      retryAfterSeconds: 1,
    });
    // The member's other tab still has the member's share left: 8 a burst, 4 used.
    for (let i = 0; i < 4; i++) expect(limits.admitBatch('ann', 'tab-2', 1, 10)).toBeNull();
    expect(limits.admitBatch('ann', 'tab-3', 1, 10)).toMatchObject({ limit: 'member-batches' });
    // Another member is not touched by Ann's share.
    expect(limits.admitBatch('bea', 'tab-1', 1, 10)).toBeNull();
  });

  it('counts ops and bytes, and a refused batch costs nothing', () => {
    const t = clock();
    const limits = new CollabLimits(settings(), t.now);
    expect(limits.admitBatch('ann', 'tab', 90, 100)).toBeNull();
    expect(limits.admitBatch('ann', 'tab', 20, 100)).toMatchObject({ limit: 'connection-ops' });
    expect(limits.admitBatch('ann', 'tab', 10, 100)).toBeNull();
    expect(limits.admitBatch('ann', 'tab', 1, 900)).toMatchObject({
      limit: 'connection-bytes',
      retryAfterSeconds: 1,
    });
    // 800 bytes left of 1000: the 100 missing come in 0.2 s.
    t.advance(200);
    expect(limits.admitBatch('ann', 'tab', 1, 900)).toBeNull();
  });

  it('limits presence posts apart from batches', () => {
    const t = clock();
    const limits = new CollabLimits(settings(), t.now);
    expect(limits.admitPresence('ann', 'tab')).toBeNull();
    expect(limits.admitPresence('ann', 'tab')).toBeNull();
    expect(limits.admitPresence('ann', 'tab')).toMatchObject({ limit: 'connection-presence' });
    expect(limits.admitBatch('ann', 'tab', 1, 10)).toBeNull();
  });

  it('refuses early a member with no batch left, before the body is read', () => {
    const t = clock();
    const limits = new CollabLimits(settings(), t.now);
    expect(limits.refuseEarly('ann', 100)).toBeNull();
    for (let i = 0; i < 8; i++) limits.admitBatch('ann', `tab-${i}`, 1, 10);
    expect(limits.refuseEarly('ann', 100)).toMatchObject({ limit: 'member-batches', retryAfterSeconds: 1 });
    expect(limits.refuseEarly('bea', 100)).toBeNull();
  });

  it('holds a member to their open streams, a slot given back once when a stream ends', () => {
    const limits = new CollabLimits(settings());
    const first = limits.openStream('ann');
    const second = limits.openStream('ann');
    expect(limits.openStream('ann')).toEqual({
      limit: 'member-streams',
      retryAfterSeconds: STREAM_RETRY_SECONDS,
    });
    expect('release' in limits.openStream('bea')).toBe(true);
    if (!('release' in first) || !('release' in second)) throw new Error('no slot');
    first.release();
    first.release();
    expect('release' in limits.openStream('ann')).toBe(true);
    expect('limit' in limits.openStream('ann')).toBe(true);
  });

  it('reads its settings from the config, with the documented defaults', () => {
    const read = limitSettings(loadConfig({}));
    expect(read).toEqual({
      member: { batches: 30, ops: 500, bytes: 131_072, presence: 10 },
      connection: { batches: 20, ops: 250, bytes: 65_536, presence: 4 },
      burstSeconds: 4,
      batchBytes: 262_144,
      streamsPerMember: 8,
    });
    expect(() => loadConfig({ COLLAB_BATCH_LIMIT_BYTES: String(300 * 1024) })).toThrow(
      'COLLAB_BATCH_LIMIT_BYTES',
    );
    expect(() => loadConfig({ COLLAB_MEMBER_STREAMS: '0' })).toThrow(
      'COLLAB_MEMBER_STREAMS must be at least 1',
    );
  });
});
