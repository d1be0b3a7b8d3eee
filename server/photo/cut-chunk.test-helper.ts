import { request } from 'node:http';

const tusHeaders = (token: string) => ({ Authorization: `Bearer ${token}`, 'Tus-Resumable': '1.0.0' });

/**
 * Makes an upload of `bytes` and sends it as one chunk, but drops the connection after the first
 * `sent` bytes (a reload or a lost network in the middle of a chunk). Answers the upload URL.
 */
export async function cutChunk(
  endpoint: string,
  token: string,
  bytes: Buffer,
  sent: number,
): Promise<string> {
  const created = await fetch(endpoint, {
    method: 'POST',
    headers: {
      ...tusHeaders(token),
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `filename ${btoa('cut.jpg')}`,
    },
  });
  if (created.status !== 201) throw new Error(`creation answered ${created.status}`);
  const url = new URL(created.headers.get('location')!, endpoint);
  await cutRequest(url, 'PATCH', { ...tusHeaders(token), 'Upload-Offset': '0' }, bytes, sent);
  return url.toString();
}

/**
 * Sends a request whose body is `bytes` (its Content-Length says so) and drops the connection after
 * the first `sent` bytes; the answer is never read.
 */
export function cutRequest(
  url: string | URL,
  method: 'POST' | 'PATCH',
  headers: Record<string, string>,
  bytes: Buffer,
  sent: number,
): Promise<void> {
  return new Promise<void>((resolve) => {
    const req = request(url, {
      method,
      headers: {
        ...headers,
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(bytes.length),
      },
    });
    req.on('error', () => resolve());
    // Handed to the network before the connection goes: the server receives exactly these bytes.
    req.write(bytes.subarray(0, sent), () => {
      req.destroy();
      resolve();
    });
  });
}

/** The upload's offset on the server (tus HEAD). */
export async function uploadOffset(url: string, token: string): Promise<number> {
  const head = await fetch(url, { method: 'HEAD', headers: tusHeaders(token) });
  return Number(head.headers.get('upload-offset'));
}
