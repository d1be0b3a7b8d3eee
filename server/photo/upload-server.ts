import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { Server, type Upload } from '@tus/server';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { log } from '../lib/log';
import { PHOTO_LIMITS, processPhoto } from './process';
import { photos } from './schema';
import { removeRenditions, writeRenditions } from './storage';

export const UPLOAD_PATH = '/webapp/api/photo/upload';
/** Set by our route from the session, never by the client (any client copy is dropped first). */
export const OWNER_HEADER = 'x-bindery-owner';
/** Unfinished uploads are kept this long, then removed by the hourly sweep. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

const uploadMetadata = z.object({
  filename: z.string().min(1).max(255),
  filetype: z.string().max(100).optional(),
  printId: z.string().max(64).optional(),
  clientId: z.string().max(128).optional(),
});

const tusError = (status_code: number, body: string) => ({ status_code, body });

export interface UploadService {
  server: Server;
  store: FileStore | S3Store;
  stop(): void;
}

/** The FileStore under DATA_DIR/uploads, or the S3 store when S3_BUCKET is configured. */
export function createUploadStore(config: Config): FileStore | S3Store {
  if (!config.S3_BUCKET) {
    return new FileStore({
      directory: join(config.DATA_DIR, 'uploads'),
      expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
    });
  }
  return new S3Store({
    partSize: 8 * 1024 * 1024,
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
    s3ClientConfig: {
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
      // Checksums only where S3 requires them, so S3-compatible servers without trailer support work.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
      ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? {
            credentials: {
              accessKeyId: config.S3_ACCESS_KEY_ID,
              secretAccessKey: config.S3_SECRET_ACCESS_KEY,
            },
          }
        : {}),
    },
  });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A tus server over the upload store that checks the owner on every request. */
export function createUploadService(opts: { config: Config; db: Db }): UploadService {
  const store = createUploadStore(opts.config);
  const dataDir = opts.config.DATA_DIR;

  const server = new Server({
    path: UPLOAD_PATH,
    datastore: store,
    maxSize: PHOTO_LIMITS.maxBytes,
    relativeLocation: true,
    respectForwardedHeaders: false,
    namingFunction: () => randomUUID().replaceAll('-', ''),
    async onIncomingRequest(req, uploadId) {
      // Creation has no upload yet; onUploadCreate stamps the owner on it.
      if (req.method === 'POST' || req.method === 'OPTIONS') return;
      const owner = req.headers.get(OWNER_HEADER);
      const upload = await store.getUpload(uploadId).catch(() => null);
      // Someone else's upload and a missing one look the same from outside.
      if (!owner || !upload || upload.metadata?.owner !== owner) throw tusError(404, 'Upload not found');
    },
    async onUploadCreate(req, upload) {
      const owner = req.headers.get(OWNER_HEADER);
      if (!owner) throw tusError(401, 'Sign in to upload photos');
      const parsed = uploadMetadata.safeParse(upload.metadata ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw tusError(400, `Invalid upload metadata ${issue.path.join('.')}: ${issue.message}`);
      }
      return { metadata: { ...upload.metadata, owner } };
    },
    onResponseError(req, err) {
      if (!('status_code' in err) || err.status_code >= 500) {
        log.error('upload request failed', { method: req.method, url: req.url, error: String(err) });
      }
      return undefined;
    },
    async onUploadFinish(_req, upload) {
      const photo = await recordFinishedUpload({ dataDir, db: opts.db }, store, upload);
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

/**
 * Processes a finished upload and records the photo: ready with its renditions, or failed with a
 * reason. A bad file is a failed photo, never an exception that takes the request (or server) down.
 */
async function recordFinishedUpload(
  opts: { dataDir: string; db: Db },
  store: FileStore | S3Store,
  upload: Upload,
) {
  const meta = uploadMetadata.partial().parse(upload.metadata ?? {});
  const owner = upload.metadata?.owner as string;
  const bytes = await readAll(await store.read(upload.id));
  const result = await processPhoto(bytes).catch((err: unknown) => {
    log.error('photo processing crashed', { uploadId: upload.id, error: String(err) });
    return {
      ok: false as const,
      reason: 'corrupt' as const,
      message: 'The file is damaged and cannot be read.',
    };
  });
  const id = randomUUID();
  const base = {
    id,
    ownerUuid: owner,
    uploadId: upload.id,
    printId: meta.printId ?? null,
    clientId: meta.clientId ?? null,
    fileName: meta.filename ?? 'photo',
    bytes: bytes.length,
  };
  if (!result.ok) {
    const [row] = await opts.db
      .insert(photos)
      .values({ ...base, status: 'failed', failureReason: result.reason, failureMessage: result.message })
      .returning();
    return row!;
  }
  const { photo } = result;
  await writeRenditions(opts.dataDir, id, photo.renditions);
  try {
    const [row] = await opts.db
      .insert(photos)
      .values({
        ...base,
        status: 'ready',
        type: photo.type,
        width: photo.width,
        height: photo.height,
        sha256: photo.sha256,
        capturedAt: photo.metadata.capturedAt ? new Date(photo.metadata.capturedAt) : null,
        metadata: photo.metadata,
        warnings: photo.warnings,
      })
      .returning();
    return row!;
  } catch (err) {
    await removeRenditions(opts.dataDir, id);
    throw err;
  }
}
