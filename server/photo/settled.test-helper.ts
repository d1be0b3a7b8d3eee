import type { PhotoJson } from './photos';

/**
 * The photo of an upload once its rendition job has made it ready or failed it (the finishing
 * PATCH answers while it is still processing). Asks every 100 ms for up to `timeoutMs` (30 s).
 */
export async function settledPhoto(
  api: (path: string) => string,
  token: string,
  uploadUrlOrId: string,
  timeoutMs = 30_000,
): Promise<{ status: number; body: { photo: PhotoJson } }> {
  const uploadId = uploadUrlOrId.split('/').pop()!;
  for (let i = 0; i < timeoutMs / 100; i++) {
    const res = await fetch(api(`/photo/by-upload/${uploadId}`), {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { photo: PhotoJson };
    if (res.status !== 200 || body.photo.status !== 'processing') return { status: res.status, body };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the photo of upload ${uploadId} is still processing after ${timeoutMs / 1000} s`);
}
