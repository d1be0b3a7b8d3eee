import type { BookDocument } from '../../../render-core';
import type { photoJson } from '../../../server/photo/photos';
import type { printJson, printSummaryJson, shareJson } from '../../../server/print/prints';
import type { SharePermission } from '../../../contract/api/print';
import { requestJson } from '../../auth/http';

export type PrintSummary = ReturnType<typeof printSummaryJson>;
export type Print = ReturnType<typeof printJson>;
export type Share = ReturnType<typeof shareJson>;
export { SHARE_PERMISSIONS, type SharePermission } from '../../../contract/api/print';

export interface SharedPrint {
  permission: SharePermission;
  isOwner: boolean;
  print: { id: string; title: string; productCode: string; document: BookDocument };
}

export const printKeys = {
  list: ['prints', 'list'] as const,
  sharing: (id: string) => ['prints', 'sharing', id] as const,
  shared: (token: string) => ['prints', 'shared', token] as const,
  photoIds: ['photos', 'server-ids'] as const,
};

export const listPrints = () => requestJson<{ prints: PrintSummary[] }>('GET', '/print/list');
export const duplicatePrint = (id: string) =>
  requestJson<{ print: Print }>('POST', '/print/duplicate', { id });
export const deletePrint = (id: string) => requestJson<{ deleted: true }>('DELETE', `/print/${id}`);
export const sharingProperties = (id: string) =>
  requestJson<{ permissions: SharePermission[]; shares: Share[] }>(
    'GET',
    `/print/sharing-properties?id=${id}`,
  );
export const createShare = (id: string, permission: SharePermission) =>
  requestJson<{ share: Share }>('POST', '/print/share', { id, permission });
export const changeSharePermission = (token: string, permission: SharePermission) =>
  requestJson<{ share: Share }>('POST', '/print/share-permission', { token, permission });
export const revokeShare = (token: string) =>
  requestJson<{ revoked: true }>('POST', '/print/revoke-share', { token });
export const fetchSharedPrint = (token: string) =>
  requestJson<SharedPrint>('GET', `/print/shared?token=${encodeURIComponent(token)}`);
export const copySharedPrint = (token: string) =>
  requestJson<{ print: Print }>('POST', '/print/shared/copy', { token });

/** The server's photo id for each on-device photo id (a document's PhotoRef.id is the tus clientId). */
export async function serverPhotoIds(): Promise<Record<string, string>> {
  const { photos } = await requestJson<{ photos: ReturnType<typeof photoJson>[] }>('GET', '/photo/list');
  const out: Record<string, string> = {};
  for (const p of photos) if (p.clientId && p.status === 'ready') out[p.clientId] ??= p.id;
  return out;
}

export const sharedPhotoUrl = (token: string, photoId: string, size: 'screen' | 'thumb') =>
  `/webapp/api/print/shared/photo/${encodeURIComponent(photoId)}/${size}?token=${encodeURIComponent(token)}`;
