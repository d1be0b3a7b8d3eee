import { QueryClient, type QueryKey } from '@tanstack/react-query';

import type { ApiRoute } from '../../contract/api/routes';

/**
 * Which cached queries a successful write changes, by its route's tag in the registry
 * (contract/api/routes.ts): the badge, the basket page, the address book or the order list then show
 * the server's answer on their next look instead of what they cached before the change. Keys are
 * prefixes: ['basket'] covers the basket's detail and its count. A route whose write changes something
 * else says so itself (`invalidates`): checks sent as POST change nothing, paying changes the basket
 * and the orders, the address book only its list. Tags not named here (auth, meta, suggestions,
 * payment, events, people, places, print-partner) change no cached answer.
 */
const CACHES_OF_TAG: Readonly<Record<string, readonly QueryKey[]>> = {
  basket: [['basket']],
  order: [['orders'], ['basket']],
  account: [['account']],
  user: [['account', 'passkeys']],
  // A print's title, product or copies show in the designs list and in the basket's lines.
  print: [['prints'], ['basket', 'detail']],
  photo: [['photos']],
  // Accepting an invite adds a design to the list; ops and presence change no cached answer.
  collab: [['prints']],
};

/** The query-key prefixes a successful call of `route` makes stale (none for reads). */
export function queriesChangedBy(route: Pick<ApiRoute, 'method' | 'tag' | 'invalidates'>): QueryKey[] {
  if (route.method === 'GET') return [];
  return [...(route.invalidates ?? CACHES_OF_TAG[route.tag] ?? [])];
}

let active: QueryClient | null = null;

/**
 * Call after any API write that succeeded: the queries it changed are refetched now when on
 * screen, and on their next use otherwise. The API client (callApi) calls it, so no page has to
 * remember which caches a change touches.
 */
export function noteApiWrite(route: Pick<ApiRoute, 'method' | 'tag' | 'invalidates'>): void {
  const client = active;
  if (!client) return;
  for (const queryKey of queriesChangedBy(route)) void client.invalidateQueries({ queryKey });
}

/**
 * Cached queries never go stale by themselves and are never refetched on a timer or on focus
 * (SPEC §9); a write marks what it changed stale (`noteApiWrite`), and a stale query is fetched
 * again when a page shows it.
 */
export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        // Only stale (invalidated) queries refetch on mount: fresh ones never go stale on their own.
        refetchOnMount: true,
        retry: 1,
      },
    },
  });
  active = client;
  return client;
}
