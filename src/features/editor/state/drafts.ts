import { createStore, get, set, type UseStore } from 'idb-keyval';
import { z } from 'zod';
import { loadDocument } from '../../../../render-core';
import type { LocalDraft } from './start-from';

let store: UseStore | null = null;
const drafts = () => {
  store ??= createStore('bindery-editor', 'drafts');
  return store;
};

const savedSchema = z.object({
  printId: z.string().min(1),
  document: z.unknown(),
  baseRevision: z.number().int().nonnegative(),
  dirty: z.boolean(),
  savedAt: z.number(),
});

/** The autosaved copy of a print on this device, validated (and migrated) like any stored document. */
export async function readDraft(printId: string): Promise<LocalDraft | undefined> {
  const parsed = savedSchema.safeParse(await get(printId, drafts()).catch(() => undefined));
  if (!parsed.success) return undefined;
  const loaded = loadDocument(parsed.data.document);
  if (!loaded.ok) return undefined;
  return { ...parsed.data, document: loaded.document };
}

/** One put per save, so a draft is never half-written. */
export function writeDraft(draft: LocalDraft): Promise<void> {
  return set(draft.printId, draft, drafts());
}
