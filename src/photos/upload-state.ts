import type { LocalPhoto, UploadStatus } from './types';

/** What the uploader shows per file. */
/** The server's word on an uploaded photo: its renditions being made, ready, or refused. */
export type ServerStatus = 'processing' | 'ready' | 'failed';

export interface FileProgress {
  id: string;
  name: string;
  bytesTotal: number;
  bytesSent: number;
  status: UploadStatus;
  error: string | null;
  serverStatus: ServerStatus | null;
  serverReason: string | null;
}

export type QueueEvent =
  | { type: 'started' }
  | { type: 'progress'; sent: number; total: number }
  | { type: 'paused'; paused: boolean }
  | { type: 'finished'; serverId: string; serverStatus: ServerStatus; serverReason: string | null }
  | { type: 'failed'; error: string }
  | { type: 'retrying' }
  | { type: 'skipped' };

export function progressOf(photo: LocalPhoto): FileProgress {
  return {
    id: photo.id,
    name: photo.name,
    bytesTotal: photo.bytes,
    bytesSent: photo.upload.status === 'done' ? photo.bytes : photo.upload.bytesSent,
    status: photo.upload.status,
    error: photo.upload.error,
    serverStatus: photo.upload.serverStatus,
    serverReason: photo.upload.serverReason,
  };
}

/** The next state of one file after an upload event; a finished or skipped file stays put. */
export function reduceProgress(file: FileProgress, event: QueueEvent): FileProgress {
  if (file.status === 'done' || file.status === 'skipped') return file;
  switch (event.type) {
    case 'started':
    case 'retrying':
      return { ...file, status: 'uploading', error: null };
    case 'progress':
      return {
        ...file,
        status: file.status === 'paused' ? 'paused' : 'uploading',
        bytesSent: Math.min(event.sent, event.total),
        bytesTotal: event.total,
        error: null,
      };
    case 'paused':
      return { ...file, status: event.paused ? 'paused' : 'uploading' };
    case 'finished':
      return {
        ...file,
        status: 'done',
        bytesSent: file.bytesTotal,
        error: null,
        serverStatus: event.serverStatus,
        serverReason: event.serverReason,
      };
    case 'failed':
      return { ...file, status: 'failed', error: event.error };
    case 'skipped':
      return { ...file, status: 'skipped' };
  }
}

export interface QueueSummary {
  files: number;
  done: number;
  failed: number;
  paused: number;
  bytesTotal: number;
  bytesSent: number;
  /** 0..1 over the bytes of every file not skipped. */
  fraction: number;
}

export function summarize(files: readonly FileProgress[]): QueueSummary {
  const live = files.filter((f) => f.status !== 'skipped');
  const bytesTotal = live.reduce((n, f) => n + f.bytesTotal, 0);
  const bytesSent = live.reduce((n, f) => n + (f.status === 'done' ? f.bytesTotal : f.bytesSent), 0);
  return {
    files: live.length,
    done: live.filter((f) => f.status === 'done').length,
    failed: live.filter((f) => f.status === 'failed').length,
    paused: live.filter((f) => f.status === 'paused').length,
    bytesTotal,
    bytesSent,
    fraction: bytesTotal === 0 ? 0 : bytesSent / bytesTotal,
  };
}

/** The tus upload id: the last segment of its URL (32 hex digits on our server). */
export function uploadIdFromUrl(url: string | null | undefined): string | null {
  const last = url?.split('?')[0]?.split('/').filter(Boolean).at(-1);
  return last && /^[0-9a-f]{32}$/.test(last) ? last : null;
}

/** The photo the finishing PATCH answered with, from its Bindery-Photo-* headers. */
export function finishedPhotoFromHeaders(
  header: (name: string) => string | null,
): { serverId: string; serverStatus: ServerStatus } | null {
  const serverId = header('Bindery-Photo-Id');
  const status = header('Bindery-Photo-Status');
  if (!serverId || (status !== 'ready' && status !== 'failed' && status !== 'processing')) return null;
  return { serverId, serverStatus: status };
}

/** The clientId in a tus Upload-Metadata header ("filename ZmlsZQ==,clientId YWJj"), or null. */
export function clientIdFromMetadata(header: string | null | undefined): string | null {
  for (const pair of header?.split(',') ?? []) {
    const [key, value] = pair.trim().split(' ');
    if (key !== 'clientId' || !value) continue;
    try {
      return new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)));
    } catch {
      return null;
    }
  }
  return null;
}
