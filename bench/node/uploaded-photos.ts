import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import * as tus from 'tus-js-client';
import type { PhotoRefInput } from '../../render-core';
import { settledPhoto } from '../../server/photo/settled.test-helper';
import { photoSet } from './photo-set';

/** Uploads at a time, as the web app sends them. */
const AT_ONCE = 4;

interface Uploaded {
  id: string;
  width: number;
  height: number;
}

/**
 * The signed-in user of `page` uploads `n` real photos (tus, as the web app does) and waits for
 * their renditions: a book made of them opens as a customer's does, every photo on the server.
 */
export async function uploadPhotos(page: Page, url: string, n: number, edge = 1600): Promise<Uploaded[]> {
  // Each photo its own picture: a repeated one would be a near-duplicate to the draft's analysis.
  const files = await photoSet(n, edge, { distinct: n });
  const session = (await (await page.request.get(`${url}/webapp/api/auth/session`)).json()) as {
    accessToken?: string;
  };
  const token = session.accessToken;
  if (!token) throw new Error('no session to upload with');
  const headers = { Authorization: `Bearer ${token}` };
  const upload = (file: string) =>
    new Promise<string>((resolve, reject) => {
      const up = new tus.Upload(readFileSync(file), {
        endpoint: `${url}/webapp/api/photo/upload`,
        retryDelays: [],
        headers,
        metadata: {
          filename: file.split('/').at(-1)!,
          filetype: 'image/jpeg',
          clientId: crypto.randomUUID(),
        },
        onSuccess: () => resolve(up.url!.split('/').at(-1)!),
        onError: reject,
      });
      up.start();
    });
  const settled = async (uploadId: string): Promise<Uploaded> => {
    const { photo } = (await settledPhoto((path) => `${url}/webapp/api${path}`, token, uploadId)).body;
    if (photo.status !== 'ready') throw new Error(`photo of upload ${uploadId} is ${photo.status}`);
    return { id: photo.id, width: photo.width!, height: photo.height! };
  };
  const out: Uploaded[] = new Array(files.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < files.length) {
        const i = next++;
        out[i] = await settled(await upload(files[i]!));
      }
    }),
  );
  return out;
}

/** `refs` (a made-up pile, for its dates and places) taking the uploaded photos' ids and sizes. */
export const onUploaded = (refs: PhotoRefInput[], uploaded: Uploaded[]): PhotoRefInput[] =>
  refs.map((ref, i) => {
    const photo = uploaded[i];
    if (!photo) throw new Error(`only ${uploaded.length} photos uploaded for ${refs.length}`);
    return { ...ref, id: photo.id, width: photo.width, height: photo.height };
  });
