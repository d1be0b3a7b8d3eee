import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BookDocument } from '../render-core';
import { EDGE_DIR, expect, type Page } from './fixtures';

const b64 = (s: string) => Buffer.from(s).toString('base64');

/**
 * Uploads `bytes` (tus 1.0: create, then one PATCH) as the photo with document id `photoId`, as the
 * app's uploader does for a photo picked on the device, and waits for the server to make it ready.
 * The wait is long: the server's rendition queue is shared with the journeys running beside this
 * one (intake-100 sends a hundred photos), and a job waits its turn.
 */
export async function uploadPhotoBytes(page: Page, photoId: string, bytes: Buffer, timeout = 60_000) {
  const created = await page.request.post('/webapp/api/photo/upload', {
    headers: {
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `filename ${b64(`${photoId}.jpg`)},filetype ${b64('image/jpeg')},clientId ${b64(photoId)}`,
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
    .poll(
      async () => {
        const res = await page.request.get(`/webapp/api/photo/by-upload/${uploadId}`);
        return ((await res.json()) as { photo?: { status: string } }).photo?.status;
      },
      { timeout },
    )
    .toBe('ready');
}

/**
 * Uploads a small real photo under each of the document's photo ids: the server only takes a
 * design into the basket once every photo it shows has arrived.
 */
export async function uploadDocumentPhotos(page: Page, doc: Pick<BookDocument, 'photos'>) {
  const bytes = readFileSync(join(EDGE_DIR, 'tiny-320x240.jpg'));
  for (const photo of doc.photos) await uploadPhotoBytes(page, photo.id, bytes);
}

/**
 * The photos of `doc` as this device remembers them right after "all uploaded": on the device, sent,
 * and still being prepared by the server. Seeds the page's photo library (the app has opened it).
 */
export async function photosSentFromThisDevice(page: Page, doc: Pick<BookDocument, 'photos'>) {
  const ids = doc.photos.map((p) => p.id);
  await page.evaluate(async (ids) => {
    const open = indexedDB.open('bindery-library');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction('photos', 'readwrite');
    for (const id of ids) {
      const photo = {
        id,
        draftId: 'sent',
        name: `${id}.jpg`,
        mime: 'image/jpeg',
        bytes: 1000,
        lastModified: 1,
        addedAt: 1,
        sha256: '',
        width: 320,
        height: 240,
        takenAt: null,
        orientation: 1,
        camera: null,
        gps: null,
        warnings: [],
        upload: {
          status: 'done',
          url: null,
          printId: null,
          bytesSent: 1000,
          serverId: null,
          serverStatus: 'processing',
          serverReason: null,
          error: null,
        },
        originalEvicted: true,
        renditions: [],
      };
      // The library's record around the photo (src/photos/library-db.ts recordOf): sent, so "uploaded".
      tx.objectStore('photos').put({
        id,
        state: 'uploaded',
        designs: ['sent'],
        name: photo.name,
        mime: photo.mime,
        lastModified: 1,
        addedAt: 1,
        lastUsedAt: 1,
        photo,
      });
    }
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, ids);
}

/**
 * Puts one print in the basket, delivers it to a London address by standard shipping and pays
 * with the sandbox's good card; answers the order as the purchase answers it.
 */
export async function orderAndPayFor<Order>(page: Page, printId: string): Promise<Order> {
  const post = (path: string, data: unknown) => page.request.post(`/webapp/api${path}`, { data });
  expect((await post('/basket/item', { printId, quantity: 1 })).status()).toBe(200);
  const address = {
    fullName: 'Ada Lovelace',
    line1: '12 St James Square',
    city: 'London',
    postcode: 'SW1Y 4JH',
    countryCode: 'GB',
  };
  expect((await post('/basket/set-delivery-address', { delivery: { address } })).status()).toBe(200);
  expect((await post('/basket/set-shipping-method', { method: 'standard' })).status()).toBe(200);
  const card = await post('/payment/sandbox/tokens', {
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2031,
    cvc: '123',
  });
  const { card: token } = (await card.json()) as { card: { token: string } };
  const paid = await post('/basket/purchase', {
    idempotencyKey: randomUUID(),
    payment: { token: token.token },
  });
  expect(paid.status()).toBe(200);
  return ((await paid.json()) as { order: Order }).order;
}

/** A new print of `title` put in the basket through the API, as the order step would (answers its id). */
export async function printInBasket(page: Page, title: string): Promise<string> {
  const made = await page.request.post('/webapp/api/print', {
    data: { productCode: 'BOOK-SC-20X20', title },
  });
  expect(made.status()).toBe(201);
  const { print } = (await made.json()) as { print: { id: string } };
  const added = await page.request.post('/webapp/api/basket/item', {
    data: { printId: print.id, quantity: 1 },
  });
  expect(added.status()).toBe(200);
  return print.id;
}

/** Checkout's first step: a new delivery address for `name`, saved and chosen. */
export async function useNewAddress(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Use a new address' }).click();
  const dialog = page.getByRole('dialog', { name: 'New delivery address' });
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Address line 1', { exact: true }).fill('12 St James Square');
  await dialog.getByLabel('Town or city').fill('London');
  await dialog.getByLabel('Postcode').fill('SW1Y 4JH');
  await dialog.getByRole('button', { name: 'Save and use' }).click();
  await expect(dialog).toBeHidden();
  // The saved address is chosen once the address list has come back from the server.
  await expect(page.getByRole('radio', { name: /12 St James Square/ })).toBeChecked();
}
