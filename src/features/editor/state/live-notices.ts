import type { LostEdit, OverwrittenByMe } from '../../../../render-core';
import type { RemoteBatch } from './live-types';
import type { AwayNotice, EditorUi, LostEditNotice } from './session-ui';

/** Edits grouped by the batch of mine they concern, in order. */
function byBatch<T extends { batchId: string }>(edits: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const edit of edits) groups.set(edit.batchId, [...(groups.get(edit.batchId) ?? []), edit]);
  return groups;
}

const PHOTO_FIELDS = new Set(['crop', 'photoId', 'filter', 'rotation', 'flip']);

/** What a replaced edit was about, from the fields it set. */
export function whatChanged(paths: readonly LostEdit['path'][]): LostEditNotice['what'] {
  const last = paths.map((p) => p.at(-1));
  if (last.some((k) => k === 'text') || paths.some((p) => p[0] === 'title')) return 'text';
  if (paths.some((p) => p.some((k) => typeof k === 'string' && PHOTO_FIELDS.has(k)))) return 'photo';
  return 'other';
}

/** Who made a batch, when they are here (their presence) or their user is; null when unknown. */
function nameOf(ui: EditorUi, clientId: string, batches: readonly RemoteBatch[]): string | null {
  const here = ui.collab.presence;
  const userId = batches.find((b) => b.clientId === clientId)?.userId;
  return (
    here.find((p) => p.clientId === clientId)?.name ??
    (userId ? here.find((p) => p.userId === userId)?.name : undefined) ??
    null
  );
}

/**
 * One notice per edit of mine that someone replaced, naming who when they are here; replaced by an
 * edit made away, on a version before mine, it is told as such (issue 54).
 */
export function noteLost(
  ui: EditorUi,
  seq: number,
  lost: readonly LostEdit[],
  batches: readonly RemoteBatch[],
) {
  const away = lost.filter((e) => e.away);
  if (away.length > 0) noteAway(ui, seq, 'theirs', away, batches);
  for (const [batchId, edits] of byBatch(lost.filter((e) => !e.away))) {
    ui.collab.lost.push({
      id: `${batchId}@${seq}`,
      changes: edits.map(({ path, mine, theirs }) => ({ path, mine, theirs })),
      what: whatChanged(edits.map((e) => e.path)),
      byName: nameOf(ui, edits[0]!.by, batches),
    });
  }
}

/** An edit made away met another's change (issue 54): one notice per batch of mine. */
export function noteAway(
  ui: EditorUi,
  seq: number,
  side: AwayNotice['side'],
  edits: readonly (LostEdit | OverwrittenByMe)[],
  batches: readonly RemoteBatch[],
) {
  for (const [batchId, group] of byBatch(edits)) {
    const id = `away:${side}:${batchId}@${seq}`;
    if (ui.collab.away.some((n) => n.id === id)) continue;
    ui.collab.away.push({
      id,
      side,
      changes: group.map(({ path, mine, theirs }) => ({ path, mine, theirs })),
      byName: nameOf(ui, group[0]!.by, batches),
    });
  }
}
