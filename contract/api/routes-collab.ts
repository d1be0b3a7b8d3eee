import * as collab from './collab';
import { type ApiRoute, r } from './route-kit';

/** The routes of making a book together (issue 27), in the registry's order (contract/api/routes.ts). */
export const COLLAB_ROUTES = [
  // Making a book together (issue 27): members and invites, the op log, the live stream.
  r('POST', '/print/collab/invite', 'collab', 'Invites someone to a design (owner with an account).', {
    body: collab.inviteBody,
    response: collab.inviteAnswer,
  }),
  r(
    'GET',
    '/print/collab/invite',
    'collab',
    'Who invites to which design, before signing in (404 once used).',
    {
      query: collab.invitePreviewQuery,
      response: collab.invitePreviewAnswer,
    },
  ),
  r('POST', '/print/collab/accept', 'collab', 'Accepts an invite (edit needs an account).', {
    body: collab.acceptBody,
    response: collab.acceptAnswer,
  }),
  r('GET', '/print/collab/members', 'collab', 'Who is in a design, and the photos each added.', {
    query: collab.collabPrintQuery,
    response: collab.membersAnswer,
  }),
  r('GET', '/print/collab/shared', 'collab', 'The designs others shared with the caller, and how.', {
    response: collab.sharedDesignsAnswer,
  }),
  r('POST', '/print/collab/member-permission', 'collab', "Changes a member's permission (owner).", {
    body: collab.memberPermissionBody,
    response: collab.memberPermissionAnswer,
  }),
  r('POST', '/print/collab/revoke', 'collab', 'Removes a member at once (owner); ends their live stream.', {
    body: collab.revokeMemberBody,
    response: collab.revokeMemberAnswer,
  }),
  r('POST', '/print/collab/ops', 'collab', 'Sends a batch of edits (422 refused, 409 batch id reused).', {
    body: collab.opsBody,
    response: collab.opsAnswer,
  }),
  r('GET', '/print/collab/ops', 'collab', 'The batches of edits after a revision (410 when not kept).', {
    query: collab.opsSinceQuery,
    response: collab.opsSinceAnswer,
  }),
  r('GET', '/print/collab/stream', 'collab', "A design's live edits, presence and revocation (SSE).", {
    query: collab.collabPrintQuery,
    produces: 'text/event-stream',
  }),
  r('POST', '/print/collab/presence', 'collab', 'Where I am and what I selected (my own, kept 30 s).', {
    body: collab.presenceBody,
    response: collab.presenceAnswer,
  }),
  r('GET', '/print/collab/photos', 'collab', "Who added which photos to a design's library.", {
    query: collab.collabPrintQuery,
    response: collab.collabPhotosAnswer,
  }),
] satisfies readonly ApiRoute[];
