import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Server } from 'node:http';
import S3rver from 's3rver';

/**
 * A local S3-compatible server for tests: s3rver, plus the one call it lacks that the tus S3 store
 * needs to resume an upload (ListParts). s3rver keeps each multipart part on disk as
 * `{bucket}/._S3rver_uploads/{uploadId}/{partNumber}` with its MD5 beside it, which is all ListParts
 * reports.
 */
export async function startS3Peer(opts: { directory: string; bucket: string }) {
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: !process.env.S3RVER_LOG,
    directory: opts.directory,
    configureBuckets: [{ name: opts.bucket }],
  }) as S3rver & {
    httpServer?: Server;
    middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[];
  };
  s3.middleware.unshift(async (ctx, next) => {
    const match = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
    const uploadId = ctx.query.uploadId;
    if (ctx.method !== 'GET' || !match || typeof uploadId !== 'string' || !/^[0-9a-f]+$/.test(uploadId)) {
      return next();
    }
    const [, bucket, key] = match;
    const dir = join(opts.directory, bucket!, '._S3rver_uploads', uploadId);
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => /^\d+$/.test(n));
    const parts = await Promise.all(
      names
        .map(Number)
        .sort((a, b) => a - b)
        .map(async (n) => {
          const [info, md5] = await Promise.all([
            stat(join(dir, String(n))),
            readFile(join(dir, `${n}.md5`), 'utf8'),
          ]);
          return `<Part><PartNumber>${n}</PartNumber><ETag>"${md5.trim()}"</ETag><Size>${info.size}</Size></Part>`;
        }),
    );
    ctx.type = 'application/xml';
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
      `<Bucket>${bucket}</Bucket><Key>${decodeURIComponent(key!)}</Key><UploadId>${uploadId}</UploadId>` +
      `<IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  });
  const { port } = await s3.run();
  // Closing cuts the connections still open: the app server under test is stopped first, and a
  // download its job left unread would otherwise hold the close forever.
  const close = () => {
    const closing = s3.close();
    s3.httpServer?.closeAllConnections();
    return closing;
  };
  return { endpoint: `http://127.0.0.1:${port}`, close };
}

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  type: string;
  body: unknown;
}
