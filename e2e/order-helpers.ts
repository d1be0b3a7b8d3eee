import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BookDocument } from '../render-core';
import { EDGE_DIR, expect, type Page } from './fixtures';

const b64 = (s: string) => Buffer.from(s).toString('base64');

/**
 * Uploads a small real photo (tus 1.0: create, then one PATCH) under each of the document's photo
 * ids, as the app's uploader does for photos picked on the device: the server only takes a design
 * into the basket once every photo it shows has arrived.
 */
export async function uploadDocumentPhotos(page: Page, doc: Pick<BookDocument, 'photos'>) {
  const bytes = readFileSync(join(EDGE_DIR, 'tiny-320x240.jpg'));
  for (const photo of doc.photos) {
    const created = await page.request.post('/webapp/api/photo/upload', {
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': String(bytes.length),
        'Upload-Metadata': `filename ${b64(`${photo.id}.jpg`)},filetype ${b64('image/jpeg')},clientId ${b64(photo.id)}`,
      },
    });
    expect(created.status()).toBe(201);
    const location = new URL(created.headers().location!, 'http://localhost').pathname;
    const sent = await page.request.patch(location, {
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      data: bytes,
    });
    expect(sent.status()).toBe(204);
    // The upload is acknowledged at once; the server makes the photo's renditions just after.
    expect(sent.headers()['bindery-photo-status']).toBe('processing');
    const uploadId = location.split('/').pop();
    await expect
      .poll(async () => {
        const res = await page.request.get(`/webapp/api/photo/by-upload/${uploadId}`);
        return ((await res.json()) as { photo?: { status: string } }).photo?.status;
      })
      .toBe('ready');
  }
}
