import { randomUUID } from 'node:crypto';
import type { FileStore } from '@tus/file-store';
import type { S3Store } from '@tus/s3-store';
import { type Locker, Server } from '@tus/server';
import type { Config } from '../config';
import { mayUploadFor } from '../collab/library';
import { log } from '../lib/log';
import { type FinishDeps, isComplete, recordUpload, uploadMetadata } from './finish';
import { PHOTO_LIMITS } from './process';
import { uploadStoreFor } from './upload-store';

export { createUploadStore, UPLOAD_EXPIRY_MS, uploadStoreFor } from './upload-store';

export const UPLOAD_PATH = '/webapp/api/photo/upload';
/** Set by our route from the session, never by the client (any client copy is dropped first). */
export const OWNER_HEADER = 'x-bindery-owner';

const tusError = (status_code: number, body: string) => ({ status_code, body });

export interface UploadService {
  server: Server;
  store: FileStore | S3Store;
  stop(): void;
}

/**
 * Upload id → owner, for the owner check of every chunk. An upload's owner is set once, when it is
 * made, so a remembered owner never goes stale; reading the upload's info again for each chunk
 * (the tus handler reads it itself, under the lock) would cost a file or S3 read per request.
 */
class UploadOwners {
  private readonly owners = new Map<string, string>();

  constructor(private readonly max = 10_000) {}

  get(uploadId: string): string | undefined {
    return this.owners.get(uploadId);
  }

  remember(uploadId: string, owner: string): void {
    if (this.owners.size >= this.max && !this.owners.has(uploadId)) {
      // Forget the oldest: it is read again from the store if its upload comes back.
      const oldest = this.owners.keys().next().value;
      if (oldest !== undefined) this.owners.delete(oldest);
    }
    this.owners.set(uploadId, owner);
  }
}

/**
 * A tus server over the upload store that checks the owner on every request. A finished upload is
 * acknowledged at once with its photo id ('processing'); the renditions are a job (finish.ts).
 * `locker` keeps two requests from writing one upload at once (upload-lock.ts: in the database when
 * app servers share it).
 */
export function createUploadService(opts: { config: Config; locker: Locker } & FinishDeps): UploadService {
  const store = uploadStoreFor(opts.config);
  const owners = new UploadOwners();
  const ownerOf = async (uploadId: string) => {
    const known = owners.get(uploadId);
    if (known) return known;
    const upload = await store.getUpload(uploadId).catch(() => null);
    const owner = upload?.metadata?.owner;
    if (owner) owners.remember(uploadId, owner);
    return owner ?? null;
  };

  const server = new Server({
    path: UPLOAD_PATH,
    datastore: store,
    maxSize: PHOTO_LIMITS.maxBytes,
    relativeLocation: true,
    respectForwardedHeaders: false,
    namingFunction: () => randomUUID().replaceAll('-', ''),
    locker: opts.locker,
    async onIncomingRequest(req, uploadId) {
      // Creation has no upload yet; onUploadCreate stamps the owner on it.
      if (req.method === 'POST' || req.method === 'OPTIONS') return;
      const owner = req.headers.get(OWNER_HEADER);
      // Someone else's upload and a missing one look the same from outside.
      const notFound = tusError(404, 'Upload not found');
      if (!owner) throw notFound;
      if (req.method !== 'HEAD') {
        if ((await ownerOf(uploadId)) !== owner) throw notFound;
        return;
      }
      const upload = await store.getUpload(uploadId).catch(() => null);
      if (!upload || upload.metadata?.owner !== owner) throw notFound;
      owners.remember(uploadId, owner);
      // A complete upload always has its photo, also when the server stopped between the last
      // PATCH and the photo (the client's HEAD after a reload finds offset = length).
      if (isComplete(upload)) await recordUpload(opts, upload);
    },
    async onUploadCreate(req, upload) {
      const owner = req.headers.get(OWNER_HEADER);
      if (!owner) throw tusError(401, 'Sign in to upload photos');
      const parsed = uploadMetadata.safeParse(upload.metadata ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw tusError(400, `Invalid upload metadata ${issue.path.join('.')}: ${issue.message}`);
      }
      // A photo uploaded for a design joins its library: its owner and contributors only.
      const printId = parsed.data.printId;
      if (printId && !(await mayUploadFor(opts.db, owner, printId))) {
        throw tusError(403, 'You may not add photos to this design (ask its owner to let you contribute).');
      }
      owners.remember(upload.id, owner);
      return { metadata: { ...upload.metadata, owner } };
    },
    onResponseError(req, err) {
      if (!('status_code' in err) || err.status_code >= 500) {
        log.error('upload request failed', { method: req.method, url: req.url, error: String(err) });
      }
      return undefined;
    },
    async onUploadFinish(req, upload) {
      const photo = await recordUpload(opts, upload, { byPatch: req.method === 'PATCH' });
      return { headers: { 'Bindery-Photo-Id': photo.id, 'Bindery-Photo-Status': photo.status } };
    },
  });

  const sweep = setInterval(
    () => {
      store.deleteExpired().then(
        (n) => n > 0 && log.info('expired uploads removed', { count: n }),
        (err: unknown) => log.warn('upload sweep failed', { error: String(err) }),
      );
    },
    60 * 60 * 1000,
  );
  sweep.unref();
  return { server, store, stop: () => clearInterval(sweep) };
}
