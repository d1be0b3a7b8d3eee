import { describe, expect, it } from 'vitest';
import { testPhoto } from './test-photo';
import {
  clientIdFromMetadata,
  finishedPhotoFromHeaders,
  progressOf,
  reduceProgress,
  summarize,
  uploadIdFromUrl,
} from './upload-state';

const file = progressOf(testPhoto({ bytes: 1000 }));

describe('reduceProgress', () => {
  it('follows progress, pause and failure', () => {
    let f = reduceProgress(file, { type: 'progress', sent: 400, total: 1000 });
    expect(f).toMatchObject({ status: 'uploading', bytesSent: 400 });
    f = reduceProgress(f, { type: 'paused', paused: true });
    expect(reduceProgress(f, { type: 'progress', sent: 500, total: 1000 }).status).toBe('paused');
    f = reduceProgress(f, { type: 'failed', error: 'offline' });
    expect(f).toMatchObject({ status: 'failed', error: 'offline' });
    f = reduceProgress(f, { type: 'retrying' });
    expect(f).toMatchObject({ status: 'uploading', error: null });
  });

  it('keeps a finished file finished, with the server verdict', () => {
    const f = reduceProgress(file, {
      type: 'finished',
      serverId: 's',
      serverStatus: 'failed',
      serverReason: 'corrupt',
    });
    expect(f).toMatchObject({ status: 'done', bytesSent: 1000, serverReason: 'corrupt' });
    expect(reduceProgress(f, { type: 'failed', error: 'late' })).toBe(f);
  });
});

describe('summarize', () => {
  it('adds bytes over files that are not skipped', () => {
    const files = [
      { ...file, id: 'a', bytesSent: 500 },
      { ...file, id: 'b', status: 'done' as const, bytesSent: 0 },
      { ...file, id: 'c', status: 'skipped' as const },
      { ...file, id: 'd', status: 'failed' as const, bytesSent: 0 },
    ];
    expect(summarize(files)).toMatchObject({
      files: 3,
      done: 1,
      failed: 1,
      bytesTotal: 3000,
      bytesSent: 1500,
      fraction: 0.5,
    });
    expect(summarize([]).fraction).toBe(0);
  });
});

describe('upload ids and finishing headers', () => {
  it('reads the upload id from a tus URL', () => {
    const id = '0123456789abcdef0123456789abcdef';
    expect(uploadIdFromUrl(`http://localhost/webapp/api/photo/upload/${id}`)).toBe(id);
    expect(uploadIdFromUrl('/webapp/api/photo/upload/')).toBeNull();
    expect(uploadIdFromUrl(null)).toBeNull();
  });

  it('reads the photo id and status, and nothing from a HEAD without them', () => {
    const headers = new Headers({ 'Bindery-Photo-Id': 'x', 'Bindery-Photo-Status': 'ready' });
    expect(finishedPhotoFromHeaders((n) => headers.get(n))).toEqual({ serverId: 'x', serverStatus: 'ready' });
    expect(finishedPhotoFromHeaders(() => null)).toBeNull();
  });

  it('keeps the photo id of an upload the server is still processing', () => {
    const headers = new Headers({ 'Bindery-Photo-Id': 'y', 'Bindery-Photo-Status': 'processing' });
    expect(finishedPhotoFromHeaders((n) => headers.get(n))).toEqual({
      serverId: 'y',
      serverStatus: 'processing',
    });
    const odd = new Headers({ 'Bindery-Photo-Id': 'z', 'Bindery-Photo-Status': 'thinking' });
    expect(finishedPhotoFromHeaders((n) => odd.get(n))).toBeNull();
  });
});

describe('clientIdFromMetadata', () => {
  it('reads the clientId of a tus Upload-Metadata header', () => {
    expect(clientIdFromMetadata(`filename ${btoa('x.jpg')},clientId ${btoa('photo-7')}`)).toBe('photo-7');
    expect(clientIdFromMetadata(`filename ${btoa('x.jpg')}`)).toBeNull();
    expect(clientIdFromMetadata(undefined)).toBeNull();
    expect(clientIdFromMetadata('clientId %%%')).toBeNull();
  });
});
