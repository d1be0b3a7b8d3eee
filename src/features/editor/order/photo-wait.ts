import type { Refusal } from './refusal';

/** A photo as the server lists it (GET /photo/list): its renditions are made after the upload ends. */
export interface ServerPhotoState {
  id: string;
  clientId: string | null;
  status: 'processing' | 'ready' | 'failed';
}

/** Where waiting for the server's photos stands. */
export type PhotoWait =
  | { kind: 'waiting'; ready: number; total: number }
  | { kind: 'ready' }
  | { kind: 'failed'; failed: number };

/**
 * The photos to wait for when the server refused a design only because some of its photos are not
 * ready there yet (PHOTO_NOT_UPLOADED): their ids, or null when anything else is wrong too (that
 * refusal is shown as it is).
 */
export function photosToWaitFor(refusal: Refusal | null): string[] | null {
  const findings = refusal?.findings ?? [];
  if (findings.length === 0) return null;
  const ids: string[] = [];
  for (const f of findings) {
    if (f.code !== 'PHOTO_NOT_UPLOADED' || typeof f.photoId !== 'string') return null;
    if (!ids.includes(f.photoId)) ids.push(f.photoId);
  }
  return ids;
}

/**
 * Judges the wait from the server's list: failed as soon as one photo failed there (waiting longer
 * would not help), ready once every one is, else waiting with how many are. A photo not listed yet
 * (its upload's last request still on its way) is waited for.
 */
export function judgePhotoWait(ids: readonly string[], listed: readonly ServerPhotoState[]): PhotoWait {
  const statusOf = new Map<string, ServerPhotoState['status']>();
  for (const p of listed) {
    statusOf.set(p.id, p.status);
    if (p.clientId) statusOf.set(p.clientId, p.status);
  }
  const statuses = ids.map((id) => statusOf.get(id));
  const failed = statuses.filter((s) => s === 'failed').length;
  if (failed > 0) return { kind: 'failed', failed };
  const ready = statuses.filter((s) => s === 'ready').length;
  return ready === ids.length ? { kind: 'ready' } : { kind: 'waiting', ready, total: ids.length };
}

/**
 * Whether every photo waited for can still become ready: the server lists it (by its id or the
 * device's), or this device holds it and will upload it. A photo that is neither (a design opened
 * on a device that never had its photos) never arrives: the refusal is shown at once instead.
 */
export function photosCanArrive(
  ids: readonly string[],
  listed: readonly ServerPhotoState[],
  onDevice: ReadonlySet<string>,
): boolean {
  const known = new Set<string>();
  for (const p of listed) {
    known.add(p.id);
    if (p.clientId) known.add(p.clientId);
  }
  return ids.every((id) => known.has(id) || onDevice.has(id));
}

/** How many answers without any photo getting ready before the wait gives up and shows the refusal. */
export const POLLS_WITHOUT_PROGRESS = 60;

/** The next step of a wait: keep polling, add to the basket, or stop with what to say. */
export function nextWaitStep(
  wait: PhotoWait,
  before: { ready: number; idlePolls: number },
): { step: 'poll'; idlePolls: number } | { step: 'add' } | { step: 'failed' } | { step: 'gaveUp' } {
  if (wait.kind === 'ready') return { step: 'add' };
  if (wait.kind === 'failed') return { step: 'failed' };
  const idlePolls = wait.ready > before.ready ? 0 : before.idlePolls + 1;
  return idlePolls >= POLLS_WITHOUT_PROGRESS ? { step: 'gaveUp' } : { step: 'poll', idlePolls };
}
