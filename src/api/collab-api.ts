import type { CollabPermission } from '../../contract/api/collab';
import { callApi } from './client';
import type { CallAnswer } from './route-types';

export { COLLAB_PERMISSIONS, type CollabPermission } from '../../contract/api/collab';
export type Members = CallAnswer<'GET /print/collab/members'>;
export type Member = Members['members'][number];

/**
 * Under ['prints'], because every collab write marks ['prints'] stale (api/query-client): an
 * invite accepted, a permission changed or a member removed refreshes the list without asking.
 */
export const membersKey = (printId: string) => ['prints', 'members', printId] as const;

export const listMembers = (printId: string) => callApi('GET /print/collab/members', { query: { printId } });
export const createInvite = (printId: string, permission: CollabPermission) =>
  callApi('POST /print/collab/invite', { body: { printId, permission } });
export const acceptInvite = (token: string) => callApi('POST /print/collab/accept', { body: { token } });
export const changeMemberPermission = (printId: string, userId: string, permission: CollabPermission) =>
  callApi('POST /print/collab/member-permission', { body: { printId, userId, permission } });
export const revokeMember = (printId: string, userId: string) =>
  callApi('POST /print/collab/revoke', { body: { printId, userId } });

/**
 * The sign-in page, coming back to this screen afterwards: `location` and `search` as the router
 * sees them (inside the app's /webapp base), the way back as the full path sign-in expects.
 */
export function signInHref(location: string, search: string): string {
  const here = `/webapp${location}${search ? `?${search}` : ''}`;
  return `/sign-in?${new URLSearchParams({ callbackUrl: here })}`;
}

export type SharedDesign = CallAnswer<'GET /print/collab/shared'>['designs'][number];
/** Under ['prints'] like the members: an accepted invite or a removal refreshes it. */
export const sharedDesignsKey = ['prints', 'shared-with-me'] as const;
export const listSharedDesigns = () => callApi('GET /print/collab/shared');
export const previewInvite = (token: string) => callApi('GET /print/collab/invite', { query: { token } });
