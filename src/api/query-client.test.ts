import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, noteApiWrite, queriesChangedBy } from './query-client';

describe('queriesChangedBy', () => {
  it('names the caches each write changes', () => {
    expect(queriesChangedBy('POST', '/basket/item?locale=en-gb&country=GB')).toEqual([['basket']]);
    expect(queriesChangedBy('PATCH', '/basket/item')).toEqual([['basket']]);
    expect(queriesChangedBy('DELETE', '/basket/item?id=1')).toEqual([['basket']]);
    expect(queriesChangedBy('POST', '/basket/add-voucher')).toEqual([['basket']]);
    expect(queriesChangedBy('POST', '/basket/purchase?locale=en')).toEqual([['basket'], ['orders']]);
    expect(queriesChangedBy('POST', '/order/cancel')).toEqual([['orders'], ['basket']]);
    expect(queriesChangedBy('POST', '/webapp/api/account/addresses')).toEqual([['account', 'addresses']]);
    expect(queriesChangedBy('PUT', '/account/addresses/abc')).toEqual([['account', 'addresses']]);
    expect(queriesChangedBy('DELETE', '/account/credit-cards/abc')).toEqual([['account', 'credit-cards']]);
    expect(queriesChangedBy('POST', '/account/update-user')).toEqual([['account']]);
    expect(queriesChangedBy('POST', '/print/update')).toEqual([['prints'], ['basket', 'detail']]);
  });

  it('leaves caches alone for reads, and for checks sent as POST', () => {
    expect(queriesChangedBy('GET', '/basket')).toEqual([]);
    expect(queriesChangedBy('POST', '/basket/check-voucher?locale=en')).toEqual([]);
    expect(queriesChangedBy('POST', '/account/check-email')).toEqual([]);
    expect(queriesChangedBy('POST', '/payment/sandbox/tokens')).toEqual([]);
    // The account ending: its caches go with the session, never refetched as nobody.
    expect(queriesChangedBy('POST', '/account/delete')).toEqual([]);
    expect(queriesChangedBy('POST', '/account/sign-out-everywhere')).toEqual([]);
    expect(queriesChangedBy('POST', '/account/update-password')).toEqual([]);
  });
});

describe('noteApiWrite', () => {
  it('makes a cached basket count stale, so the badge is fetched again', async () => {
    const client = createQueryClient();
    let served = 0;
    const queryFn = async () => ({ count: served });
    await client.fetchQuery({ queryKey: ['basket', 'count'], queryFn });
    served = 1;
    // A page showing the count again before anything changed keeps the cached answer...
    const before = new QueryObserver(client, { queryKey: ['basket', 'count'], queryFn });
    const stop = before.subscribe(() => {});
    expect(before.getCurrentResult().isFetching).toBe(false);
    stop();
    expect(client.getQueryData(['basket', 'count'])).toEqual({ count: 0 });
    // ...and after an item was added, it asks again.
    noteApiWrite('POST', '/basket/item');
    const after = new QueryObserver(client, { queryKey: ['basket', 'count'], queryFn });
    const done = new Promise<void>((resolve) => {
      const off = after.subscribe((r) => {
        if (r.data?.count === 1) {
          off();
          resolve();
        }
      });
    });
    await done;
    expect(client.getQueryData(['basket', 'count'])).toEqual({ count: 1 });
  });
});
