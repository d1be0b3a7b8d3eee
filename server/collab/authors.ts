import type { OpBatch, Presence } from '../../contract/api/collab';

/**
 * Identity from the session, never from the body (issue 54). A tab names itself (its client id,
 * and its batch ids), but only within its person: the op log knows a batch by (print, user, client,
 * batch id), and what the others hear names the client by its person too. A person's own clients
 * are sent as they named themselves (so a tab knows its own batches and presence); anyone else's
 * as `<user id>/<client id>`, which no body can send (a client id has no `/`). A member posting my
 * tab's id is heard as themselves, never as me: my batches and my presence stay mine.
 */
export function clientSeenBy(viewer: string, author: string | null, clientId: string): string {
  return author === viewer ? clientId : `${author ?? 'unknown'}/${clientId}`;
}

export const batchSeenBy = (viewer: string, batch: OpBatch): OpBatch => ({
  ...batch,
  clientId: clientSeenBy(viewer, batch.userId, batch.clientId),
});

export const presenceSeenBy = (viewer: string, presence: Presence): Presence => ({
  ...presence,
  clientId: clientSeenBy(viewer, presence.userId, presence.clientId),
});
