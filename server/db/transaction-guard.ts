import { AsyncLocalStorage } from 'node:async_hooks';
import { log } from '../lib/log';

/**
 * No request may wait on itself (issue 54). While a transaction is open, every query of the code
 * inside it must go through the transaction's own handle (`tx`): a query on the outer database
 * handle waits for another connection, and on PGlite there is only one, held by the transaction
 * until the code inside it returns, so the query waits for the transaction and the transaction for
 * the query. The whole server hung that way after every restart (the product's spec, not yet
 * cached, was read on the outer handle inside the op log's transaction). On PostgreSQL the same
 * mistake takes a second connection of the pool per transaction (ten at once exhaust it) and reads
 * around the transaction's locks.
 *
 * The driver client is wrapped: its transaction marks the async context of the code inside it, and
 * a query on the outer client from that context while the transaction is open is refused with an
 * error naming the query — on PGlite always (else a certain hang), on PostgreSQL where `strict`
 * (tests and development; in production it is logged and runs).
 */
interface OpenTransaction {
  client: object;
  open: boolean;
}

const inside = new AsyncLocalStorage<OpenTransaction>();

export class QueryOutsideTransaction extends Error {
  constructor(query: unknown) {
    const text =
      typeof query === 'string' ? query : String((query as { strings?: unknown })?.strings ?? query);
    super(
      `A query on the outer database handle while this code's transaction is open (use the transaction's handle): ${text.slice(0, 200)}`,
    );
    this.name = 'QueryOutsideTransaction';
  }
}

function check(client: object, query: unknown, refuse: boolean): void {
  const open = inside.getStore();
  if (!open?.open || open.client !== client) return;
  const error = new QueryOutsideTransaction(query);
  if (refuse) throw error;
  log.error('query outside its transaction', { error: error.message, stack: error.stack });
}

/** Runs `body` (the code inside a transaction of `client`) marked as inside it until it settles. */
async function marked<T>(client: object, body: () => Promise<T> | T): Promise<T> {
  const open: OpenTransaction = { client, open: true };
  try {
    return await inside.run(open, body);
  } finally {
    open.open = false;
  }
}

/**
 * The client, whose `transaction` / `begin` mark their code and whose queries named in `queries`
 * are checked. Every other member is the client's own, bound to it (PGlite keeps private fields).
 */
export function guardTransactions<C extends object>(
  client: C,
  opts: { begin: 'transaction' | 'begin'; queries: readonly string[]; refuse: boolean },
): C {
  const queries = new Set(opts.queries);
  return new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== 'function') return value;
      const fn = value as (...args: unknown[]) => unknown;
      if (prop === opts.begin) {
        return (...args: unknown[]) => {
          const last = args.length - 1;
          const body = args[last] as (...inner: unknown[]) => unknown;
          args[last] = (...inner: unknown[]) => marked(target, () => body(...inner) as Promise<unknown>);
          return fn.apply(target, args);
        };
      }
      if (typeof prop === 'string' && queries.has(prop)) {
        return (...args: unknown[]) => {
          check(target, args[0], opts.refuse);
          return fn.apply(target, args);
        };
      }
      return fn.bind(target);
    },
  });
}
