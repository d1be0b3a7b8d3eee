import type { z } from 'zod';
import type { BookDocument } from '../../../render-core';
import type {
  printAnswer,
  printSummaryAnswer,
  SharePermission,
  shareAnswer,
} from '../../../contract/api/print';
import { callApi } from '../../api/client';
import type { CallAnswer } from '../../api/route-types';

export type PrintSummary = z.infer<typeof printSummaryAnswer>;
export type Print = z.infer<typeof printAnswer>;
export type Share = z.infer<typeof shareAnswer>;
export { SHARE_PERMISSIONS, type SharePermission } from '../../../contract/api/print';

/** A design seen through its link; its document is render-core's, drawn as it is. */
export type SharedPrint = CallAnswer<'GET /print/shared'> & { print: { document: BookDocument } };

export const printKeys = {
  list: ['prints', 'list'] as const,
  sharing: (id: string) => ['prints', 'sharing', id] as const,
  shared: (token: string) => ['prints', 'shared', token] as const,
  photoIds: ['photos', 'server-ids'] as const,
};

export const listPrints = () => callApi('GET /print/list');
export const duplicatePrint = (id: string) => callApi('POST /print/duplicate', { body: { id } });
export const deletePrint = (id: string) => callApi('DELETE /print/:id', { params: { id } });
export const sharingProperties = (id: string) => callApi('GET /print/sharing-properties', { query: { id } });
export const createShare = (id: string, permission: SharePermission) =>
  callApi('POST /print/share', { body: { id, permission } });
export const changeSharePermission = (token: string, permission: SharePermission) =>
  callApi('POST /print/share-permission', { body: { token, permission } });
export const revokeShare = (token: string) => callApi('POST /print/revoke-share', { body: { token } });
export const fetchSharedPrint = async (token: string): Promise<SharedPrint> =>
  (await callApi('GET /print/shared', { query: { token } })) as SharedPrint;
export const copySharedPrint = (token: string) => callApi('POST /print/shared/copy', { body: { token } });

/** The server's photo id for each on-device photo id (a document's PhotoRef.id is the tus clientId). */
export async function serverPhotoIds(): Promise<Record<string, string>> {
  const { photos } = await callApi('GET /photo/list');
  const out: Record<string, string> = {};
  for (const p of photos) if (p.clientId && p.status === 'ready') out[p.clientId] ??= p.id;
  return out;
}

export const sharedPhotoUrl = (token: string, photoId: string, size: 'screen' | 'thumb') =>
  `/webapp/api/print/shared/photo/${encodeURIComponent(photoId)}/${size}?token=${encodeURIComponent(token)}`;
