import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import * as tus from 'tus-js-client';
import type { PhotoRefInput } from '../../render-core';
import { makePhotos } from '../../scripts/make-photos';

/** Where the photos are made once and kept while the folder is there (BENCH_PHOTOS_DIR to move it). */
const CACHE = process.env.BENCH_PHOTOS_DIR ?? join(tmpdir(), 'bindery-editor-photos');
/** Uploads at a time, as the web app sends them. */
const AT_ONCE = 4;

/** `n` distinct photos of `edge` px (scripts/make-photos.ts), made on first use. */
async function photoFiles(n: number, edge: number): Promise<string[]> {
  const dir = join(CACHE, `n${n}-e${edge}`);
  const done = join(dir, '.complete');
  if (!existsSync(done)) {
    console.log(`making ${n} photos of ${edge} px in ${dir}…`);
    await makePhotos(n, dir, { minEdge: edge, maxEdge: edge });
    writeFileSync(done, '');
  }
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jpg'))
    .sort()
    .map((f) => join(dir, f));
}

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
  const files = await photoFiles(n, edge);
  const session = (await (await page.request.get(`${url}/webapp/api/auth/session`)).json()) as {
    accessToken?: string;
  };
  if (!session.accessToken) throw new Error('no session to upload with');
  const headers = { Authorization: `Bearer ${session.accessToken}` };
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
    for (;;) {
      const res = await fetch(`${url}/webapp/api/photo/by-upload/${uploadId}`, { headers });
      const { photo } = (await res.json()) as {
        photo: { id: string; status: string; width: number | null; height: number | null };
      };
      if (photo.status === 'ready') return { id: photo.id, width: photo.width!, height: photo.height! };
      if (photo.status === 'failed') throw new Error(`photo of upload ${uploadId} failed`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
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
