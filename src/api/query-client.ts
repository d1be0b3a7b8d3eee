import { QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Which cached queries each API write changes, in one table: a write that succeeds marks them
 * stale (`noteApiWrite`), so the badge, the basket page, the address book or the order list show
 * the server's answer on their next look instead of what they cached before the change. Keys are
 * prefixes: ['basket'] covers the basket's detail and its count.
 */
const WRITES: { path: RegExp; changes: QueryKey[] }[] = [
  // Reads sent as POST (checks, suggestions, tokens, logs) change nothing.
  {
    path: /^\/(basket\/check-voucher|account\/check-email|passwordCheck|suggestions|payment\/sandbox\/tokens|analytics|auth\/_log)\b/,
    changes: [],
  },
  // Ending the account or its sessions (a new password ends them too, then signs in again) changes no
  // cached answer: the change of session drops the caches (SessionProvider), and refetching in
  // between would only ask the server as nobody.
  { path: /^\/account\/(delete|sign-out-everywhere|update-password)\b/, changes: [] },
  // Paying turns the basket into an order.
  { path: /^\/basket\/(express-)?purchase\b/, changes: [['basket'], ['orders']] },
  { path: /^\/basket\b/, changes: [['basket']] },
  { path: /^\/(order|transaction)\b/, changes: [['orders'], ['basket']] },
  { path: /^\/account\/addresses\b/, changes: [['account', 'addresses']] },
  { path: /^\/account\/credit-cards\b/, changes: [['account', 'credit-cards']] },
  { path: /^\/user\/passkeys\b/, changes: [['account', 'passkeys']] },
  // Changing the account (name, currency, e-mail, preferences) changes what every account page shows.
  { path: /^\/account\b/, changes: [['account']] },
  // A print's title, product or copies show in the designs list and in the basket's lines.
  { path: /^\/print\b/, changes: [['prints'], ['basket', 'detail']] },
  { path: /^\/photo\b/, changes: [['photos']] },
  { path: /^\/(promotions|referral)\b/, changes: [['promotions'], ['referral'], ['basket']] },
];

/** The query-key prefixes a successful `method` on `/webapp/api` + `path` makes stale. */
export function queriesChangedBy(method: string, path: string): QueryKey[] {
  if (/^(GET|HEAD|OPTIONS)$/i.test(method)) return [];
  const bare = path.replace(/^\/webapp\/api(?=\/)/, '').split(/[?#]/)[0] ?? '';
  return WRITES.find((w) => w.path.test(bare))?.changes ?? [];
}

let active: QueryClient | null = null;

/**
 * Call after any API write that succeeded: the queries it changed are refetched now when on
 * screen, and on their next use otherwise. Every request helper calls it, so no page has to
 * remember which caches a change touches.
 */
export function noteApiWrite(method: string, path: string): void {
  const client = active;
  if (!client) return;
  for (const queryKey of queriesChangedBy(method, path)) void client.invalidateQueries({ queryKey });
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
