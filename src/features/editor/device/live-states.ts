import { createStore, del, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { z } from 'zod';
import { batchSchema } from '../../../../render-core';
import type { LiveState, LiveStore } from '../state/live-types';

// A database of its own: idb-keyval opens one object store per database.
let store: UseStore | null = null;
const states = () => {
  store ??= createStore('bindery-live', 'states');
  return store;
};

const stateSchema = z.object({
  printId: z.string().min(1),
  clientId: z.string().min(1),
  access: z.enum(['owner', 'view', 'copy', 'contribute', 'edit']),
  seq: z.number().int().nonnegative(),
  confirmed: z.unknown(),
  pending: z.array(batchSchema),
  nextBatch: z.number().int().nonnegative(),
});

const keyOf = (printId: string, clientId: string) => `${printId}#${clientId}`;

/**
 * Shared designs' live states on this device (IndexedDB), one per print and tab: checked when read
 * (a state that does not parse is skipped; its document is checked where it is loaded), written in
 * one put, so a state is never half-written.
 */
export const liveStates: LiveStore = {
  async read(printId) {
    const range = IDBKeyRange.bound(`${printId}#`, `${printId}#\uffff`);
    const values = await states()('readonly', (s) => promisifyRequest(s.getAll(range))).catch(
      () => [] as unknown[],
    );
    const out: LiveState[] = [];
    for (const value of values) {
      const parsed = stateSchema.safeParse(value);
      if (parsed.success && parsed.data.printId === printId) out.push(parsed.data as LiveState);
    }
    return out;
  },
  write: (state) => set(keyOf(state.printId, state.clientId), state, states()),
  remove: (printId, clientId) => del(keyOf(printId, clientId), states()),
};
