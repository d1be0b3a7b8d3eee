import Uppy, { type Meta, type UppyFile } from '@uppy/core';
import Tus from '@uppy/tus';
import { proxy } from 'valtio';
import type { PhotoCache } from './cache';
import type { LocalPhoto } from './types';
import { PARALLEL_UPLOADS, UPLOAD_CHUNK_BYTES } from '../../contract/photo/upload-limits';
import {
  type FileProgress,
  finishedPhotoFromHeaders,
  progressOf,
  type QueueEvent,
  reduceProgress,
  uploadIdFromUrl,
  type ServerStatus,
  clientIdFromMetadata,
} from './upload-state';

export const UPLOAD_ENDPOINT = '/webapp/api/photo/upload';

interface UploadMeta extends Meta {
  filename: string;
  filetype: string;
  clientId: string;
  printId?: string;
  /** Part of Uppy's file id, so two files with the same name and size stay two files. */
  relativePath: string;
}
type Body = Record<string, never> & { xhr?: XMLHttpRequest };

/** What the queue reads of tus-js-client's request and response (browser and Node shapes alike). */
interface TusRequestLike {
  getMethod(): string;
  getHeader(name: string): string | undefined;
}
interface TusResponseLike {
  getStatus(): number;
  getHeader(name: string): string | undefined;
}

export interface QueueState {
  files: Record<string, FileProgress>;
  online: boolean;
}

export interface UploadQueueDeps {
  cache: PhotoCache;
  /** Looks up the photo a finished upload became, when the finishing answer is not at hand. */
  photoByUpload(
    uploadId: string,
  ): Promise<{ id: string; status: 'ready' | 'failed' | 'processing'; reason: string | null }>;
  endpoint?: string;
  chunkSize?: number;
}

/**
 * The background upload queue: Uppy with tus, fed from the photo library. It remembers each
 * file's upload URL and state in the library's record, so after a reload `restore()` picks every
 * unfinished upload up again from where the server has it. Effects live here; the state changes are upload-state.ts.
 */
export class UploadQueue {
  readonly state = proxy<QueueState>({
    files: {},
    online: typeof navigator === 'undefined' || navigator.onLine,
  });
  private readonly uppy: Uppy<UploadMeta, Body>;
  private readonly uppyIds = new Map<string, string>();
  private readonly savedUrls = new Map<string, string>();
  private restored: Promise<void> | null = null;

  constructor(private readonly deps: UploadQueueDeps) {
    this.uppy = new Uppy<UploadMeta, Body>({ autoProceed: true, allowMultipleUploadBatches: true }).use(Tus, {
      endpoint: deps.endpoint ?? UPLOAD_ENDPOINT,
      chunkSize: deps.chunkSize ?? UPLOAD_CHUNK_BYTES,
      limit: PARALLEL_UPLOADS,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      allowedMetaFields: ['filename', 'filetype', 'clientId', 'printId'],
      // Our IndexedDB record is the one place an upload URL is remembered.
      storeFingerprintForResuming: false,
      removeFingerprintOnSuccess: true,
      // Remembered as soon as the server made the upload, not at the first progress event, and
      // the first bytes wait until it is stored (tus-js-client awaits this): a reload in between
      // would otherwise start the file again as a new upload, and the first one may still finish.
      onAfterResponse: (req, res) => this.rememberCreated(req, res, deps.endpoint ?? UPLOAD_ENDPOINT),
    });
    this.wire();
    if (typeof window !== 'undefined') {
      window.addEventListener('online', () => {
        this.state.online = true;
        this.retryFailed();
      });
      window.addEventListener('offline', () => {
        this.state.online = false;
      });
    }
  }

  private async rememberCreated(req: TusRequestLike, res: TusResponseLike, endpoint: string) {
    if (req.getMethod() !== 'POST' || res.getStatus() !== 201) return;
    const location = res.getHeader('Location');
    const id = clientIdFromMetadata(req.getHeader('Upload-Metadata'));
    if (!location || !id) return;
    const base =
      typeof location === 'string' && typeof window !== 'undefined' ? window.location.href : undefined;
    const url = new URL(location, new URL(endpoint, base)).toString();
    await this.rememberUrl(id, url);
  }

  private rememberUrl(id: string, url: string): Promise<void> {
    if (this.savedUrls.get(id) === url) return Promise.resolve();
    this.savedUrls.set(id, url);
    return this.persist(id, (p) => ({ ...p, upload: { ...p.upload, url, status: 'uploading' } }));
  }

  private clientIdOf(file: UppyFile<UploadMeta, Body> | undefined): string | null {
    return file?.meta.clientId ?? null;
  }

  private apply(id: string, event: QueueEvent) {
    const current = this.state.files[id];
    if (current) this.state.files[id] = reduceProgress(current, event);
  }

  private persist(id: string, change: (p: LocalPhoto) => LocalPhoto): Promise<void> {
    return this.deps.cache.update(id, change).then(
      () => undefined,
      (err: unknown) => console.warn('photo cache update failed', err),
    );
  }

  private wire() {
    this.uppy.on('upload-progress', (file, progress) => {
      const id = this.clientIdOf(file);
      if (!id || !file) return;
      const total = progress.bytesTotal ?? file.size ?? 0;
      this.apply(id, { type: 'progress', sent: progress.bytesUploaded, total });
      const url = file.tus?.uploadUrl ?? null;
      if (url) void this.rememberUrl(id, url);
    });
    this.uppy.on('upload-pause', (file, paused) => {
      const id = this.clientIdOf(file);
      if (!id) return;
      this.apply(id, { type: 'paused', paused });
      void this.persist(id, (p) => ({
        ...p,
        upload: { ...p.upload, status: paused ? 'paused' : 'uploading' },
      }));
    });
    this.uppy.on('upload-retry', (file) => {
      const id = this.clientIdOf(file);
      if (id) this.apply(id, { type: 'retrying' });
    });
    this.uppy.on('upload-error', (file, error) => {
      const id = this.clientIdOf(file);
      if (!id) return;
      this.apply(id, { type: 'failed', error: error.message });
      void this.persist(id, (p) => ({
        ...p,
        upload: { ...p.upload, status: 'failed', error: error.message },
      }));
    });
    this.uppy.on('upload-success', (file, response) => {
      const id = this.clientIdOf(file);
      if (!id || !file) return;
      const xhr = response.body?.xhr;
      const fromHeaders = xhr ? finishedPhotoFromHeaders((name) => xhr.getResponseHeader(name)) : null;
      // The file stays in Uppy: removing it would terminate (delete) the finished upload on the server.
      void this.finish(id, response.uploadURL ?? file.tus?.uploadUrl ?? null, fromHeaders);
    });
  }

  private async finish(
    id: string,
    url: string | null,
    fromHeaders: { serverId: string; serverStatus: ServerStatus } | null,
  ) {
    let serverId = fromHeaders?.serverId ?? null;
    let serverStatus = fromHeaders?.serverStatus ?? null;
    let serverReason: string | null = null;
    // A failed photo's reason, or a whole answer when the upload was already complete on resume.
    if (!fromHeaders || fromHeaders.serverStatus === 'failed') {
      const uploadId = uploadIdFromUrl(url);
      const found = uploadId ? await this.deps.photoByUpload(uploadId).catch(() => null) : null;
      if (found) {
        serverId = found.id;
        serverStatus = found.status;
        serverReason = found.reason;
      }
    }
    const event: QueueEvent = {
      type: 'finished',
      serverId: serverId ?? '',
      serverStatus: serverStatus ?? 'ready',
      serverReason,
    };
    this.apply(id, event);
    await this.deps.cache.update(id, (p) => ({
      ...p,
      upload: {
        ...p.upload,
        status: 'done',
        bytesSent: p.bytes,
        url,
        serverId,
        serverStatus: serverStatus ?? 'ready',
        serverReason,
        error: null,
      },
    }));
  }

  /** Starts (or resumes from its remembered URL) the upload of a cached photo. */
  enqueue(photo: LocalPhoto, original: Blob, printId: string | null = null) {
    if (this.uppyIds.has(photo.id) || photo.upload.status === 'done' || photo.upload.status === 'skipped') {
      this.state.files[photo.id] ??= progressOf(photo);
      return;
    }
    this.state.files[photo.id] = {
      ...progressOf(photo),
      status: photo.upload.status === 'paused' ? 'paused' : 'waiting',
    };
    // Remembered with the photo, so restore() after a reload sends the same print id.
    const forPrint = printId ?? photo.upload.printId;
    if (printId && printId !== photo.upload.printId) this.persistPrintId(photo.id, printId);
    const meta: UploadMeta = {
      name: photo.name,
      type: photo.mime,
      filename: photo.name,
      filetype: photo.mime,
      clientId: photo.id,
      relativePath: photo.id,
      ...(forPrint ? { printId: forPrint } : {}),
    };
    const uppyId = this.uppy.addFile({
      name: photo.name,
      type: photo.mime,
      data: original,
      meta,
      source: 'bindery',
    });
    this.uppyIds.set(photo.id, uppyId);
    if (photo.upload.url) {
      this.savedUrls.set(photo.id, photo.upload.url);
      const file = this.uppy.getFile(uppyId);
      this.uppy.setFileState(uppyId, { tus: { ...file.tus, uploadUrl: photo.upload.url } });
    }
    if (photo.upload.status === 'paused') this.uppy.pauseResume(uppyId);
  }

  /**
   * After a reload or a crash: every unfinished upload on the device goes on where it was (the
   * library answers them from its state index). `known` photos (the ones a page shows) get their
   * progress too, finished ones included.
   */
  restore(known: readonly LocalPhoto[] = []): Promise<void> {
    this.restored ??= (async () => {
      for (const photo of await this.deps.cache.pending()) {
        const original = await this.deps.cache.original(photo.id);
        if (original) this.enqueue(photo, original);
      }
    })();
    return this.restored.then(() => {
      for (const photo of known) this.state.files[photo.id] ??= progressOf(photo);
    });
  }

  /** Removes a photo from the queue (a skipped duplicate, a removed photo). */
  skip(id: string) {
    const uppyId = this.uppyIds.get(id);
    if (uppyId) this.uppy.removeFile(uppyId);
    this.uppyIds.delete(id);
    this.apply(id, { type: 'skipped' });
  }

  togglePause(id: string) {
    const uppyId = this.uppyIds.get(id);
    if (uppyId) this.uppy.pauseResume(uppyId);
  }

  retry(id: string) {
    const uppyId = this.uppyIds.get(id);
    if (!uppyId) return;
    this.apply(id, { type: 'retrying' });
    void this.uppy.retryUpload(uppyId);
  }

  pauseAll() {
    this.uppy.pauseAll();
    for (const id of this.uppyIds.keys()) this.apply(id, { type: 'paused', paused: true });
  }

  resumeAll() {
    this.uppy.resumeAll();
    for (const id of this.uppyIds.keys()) this.apply(id, { type: 'paused', paused: false });
  }

  retryFailed() {
    for (const [id, file] of Object.entries(this.state.files)) if (file.status === 'failed') this.retry(id);
  }

  /** Later uploads carry the print they belong to. */
  setPrintId(printId: string) {
    for (const [id, uppyId] of this.uppyIds) {
      this.uppy.setFileMeta(uppyId, { ...this.uppy.getFile(uppyId).meta, printId });
      this.persistPrintId(id, printId);
    }
  }

  private persistPrintId(id: string, printId: string) {
    void this.persist(id, (p) => ({ ...p, upload: { ...p.upload, printId } }));
  }
}
