import { stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The codings the build precompresses (scripts/precompress.ts), in order of preference. */
export type Coding = 'br' | 'gzip';
export const CODINGS: readonly Coding[] = ['br', 'gzip'];
/** The file a coding's precompressed copy has beside the original. */
export const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/**
 * The coding to answer with, from the request's Accept-Encoding and the codings at hand: the one
 * with the highest q-value, br before gzip on a tie; `q=0` refuses a coding, `*` stands for any
 * coding not named. No header, or nothing acceptable at hand, means identity (null).
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly Coding[],
): Coding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let weight = 1;
    for (const p of params) {
      const [k, v] = p.trim().split('=');
      if (k === 'q') weight = Number.isFinite(Number(v)) ? Number(v) : 0;
    }
    q.set(name === 'x-gzip' ? 'gzip' : name, weight);
  }
  let best: Coding | null = null;
  let bestQ = 0;
  for (const coding of CODINGS) {
    if (!available.includes(coding)) continue;
    const weight = q.get(coding) ?? q.get('*') ?? 0;
    if (weight > bestQ) {
      best = coding;
      bestQ = weight;
    }
  }
  return best;
}

/** Which precompressed copies (`file.br`, `file.gz`) exist beside a file. */
export async function precompressed(file: string): Promise<Coding[]> {
  const found = await Promise.all(
    CODINGS.map(async (c) => ((await stat(file + SUFFIX[c]).catch(() => null))?.isFile() ? c : null)),
  );
  return found.filter((c): c is Coding => c !== null);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * How hard brotli works on what the server compresses as it answers (pages with the site's origin
 * filled in, the first screens): 'fast' for what is compressed once per page and served a while
 * (quality 5: a 20 KB page in 2 ms, 1 % larger than quality 9, which took 57 ms), 'small' where
 * every byte counts for the first paint (quality 11, 20 ms). Either runs on libuv's thread pool,
 * never on the event loop.
 */
export type Effort = 'fast' | 'small';

/** `body` compressed with `coding`, off the event loop. */
export async function compress(
  body: Uint8Array,
  coding: Coding,
  effort: Effort,
): Promise<Uint8Array<ArrayBuffer>> {
  const packed =
    coding === 'br'
      ? await brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: effort === 'small' ? 11 : 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        })
      : await gzipAsync(body, { level: effort === 'small' ? 9 : 6 });
  // A copy of its own: a Buffer may share a pooled ArrayBuffer.
  return new Uint8Array(packed);
}
