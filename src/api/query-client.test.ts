import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { findRoute } from '../../contract/api/check';
import { createQueryClient, noteApiWrite, queriesChangedBy } from './query-client';

/** The route the registry holds for a call, as the client finds it. */
const route = (method: string, path: string) => {
  const found = findRoute(method, path.replace(/^\/webapp\/api/, ''));
  if (!found) throw new Error(`no route for ${method} ${path}`);
  return found;
};
const changed = (method: string, path: string) => queriesChangedBy(route(method, path));

describe('queriesChangedBy (from the route’s tag, or its own invalidates)', () => {
  it('names the caches each write changes', () => {
    expect(changed('POST', '/basket/item?locale=en-gb&country=GB')).toEqual([['basket']]);
    expect(changed('PATCH', '/basket/item')).toEqual([['basket']]);
    expect(changed('DELETE', '/basket/item?id=1')).toEqual([['basket']]);
    expect(changed('POST', '/basket/add-voucher')).toEqual([['basket']]);
    expect(changed('POST', '/basket/purchase?locale=en')).toEqual([['basket'], ['orders']]);
    expect(changed('POST', '/order/cancel')).toEqual([['orders'], ['basket']]);
    expect(changed('POST', '/webapp/api/account/addresses')).toEqual([['account', 'addresses']]);
    expect(changed('PUT', '/account/addresses/abc')).toEqual([['account', 'addresses']]);
    expect(changed('DELETE', '/account/credit-cards/abc')).toEqual([['account', 'credit-cards']]);
    expect(changed('POST', '/account/update-user')).toEqual([['account']]);
    expect(changed('POST', '/print/update')).toEqual([['prints'], ['basket', 'detail']]);
    expect(changed('DELETE', '/user/passkeys/p1')).toEqual([['account', 'passkeys']]);
    expect(changed('POST', '/transaction/retry-payment')).toEqual([['orders'], ['basket']]);
    expect(changed('POST', '/basket/express-purchase')).toEqual([['basket'], ['orders']]);
  });

  it('leaves caches alone for reads, and for checks sent as POST', () => {
    expect(changed('GET', '/basket')).toEqual([]);
    expect(changed('POST', '/basket/check-voucher?locale=en')).toEqual([]);
    expect(changed('POST', '/account/check-email')).toEqual([]);
    expect(changed('POST', '/payment/sandbox/tokens')).toEqual([]);
    // The account ending: its caches go with the session, never refetched as nobody.
    expect(changed('POST', '/account/delete')).toEqual([]);
    expect(changed('POST', '/account/sign-out-everywhere')).toEqual([]);
    expect(changed('POST', '/account/update-password')).toEqual([]);
    // Tags whose writes touch no cached answer.
    expect(changed('POST', '/suggestions/captions')).toEqual([]);
    expect(changed('POST', '/auth/guest')).toEqual([]);
    expect(changed('POST', '/analytics')).toEqual([]);
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
    noteApiWrite(route('POST', '/basket/item'));
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
