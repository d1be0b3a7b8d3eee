import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config, Human } from '@vladmandic/human';
import type { Sharp } from 'sharp';
import { createFaceDetector } from './faces-core';

/**
 * The face detector in plain Node (tests, bench): Human's browser ESM build (TensorFlow.js bundled)
 * on the pure-JS CPU backend, since @tensorflow/tfjs-node is not installed and the package's Node
 * builds require it. Models are read from the npm package's files, never fetched.
 */
const humanDist = dirname(createRequire(import.meta.url).resolve('@vladmandic/human'));
const modelsDir = join(humanDist, '..', 'models');

/**
 * The ESM build picks its platform when it is first evaluated: as "node" it wants the `util` module
 * its bundle leaves out and fails. A WorkerGlobalScope name present only while it loads makes it
 * take the browser platform, which Node 20 fully provides (fetch, TextEncoder, performance).
 */
async function loadHuman(): Promise<new (config?: Partial<Config>) => Human> {
  const scope = globalThis as { WorkerGlobalScope?: unknown };
  const had = 'WorkerGlobalScope' in scope;
  if (!had) scope.WorkerGlobalScope = class {};
  try {
    const module = (await import(pathToFileURL(join(humanDist, 'human.esm.js')).href)) as {
      Human: new (config?: Partial<Config>) => Human;
    };
    return module.Human;
  } finally {
    if (!had) delete scope.WorkerGlobalScope;
  }
}

const readModelFile = async (url: string | URL | Request) =>
  new Response(await readFile(new URL(String(url))));

export const nodeFaceDetector = createFaceDetector({
  loadHuman,
  models: {
    blazeface: pathToFileURL(join(modelsDir, 'blazeface.json')).href,
    faceres: pathToFileURL(join(modelsDir, 'faceres.json')).href,
  },
  backends: ['cpu'],
  // file: URLs have no loader in the browser build; this one reads them from disk.
  prepare: (human) =>
    human.tf.io.registerLoadRouter((url: string | string[]) =>
      typeof url === 'string' && url.startsWith('file:')
        ? human.tf.io.http(url, { fetchFunc: readModelFile })
        : null,
    ),
});

export const { detectFaces, describeFaces } = nodeFaceDetector;

/**
 * An image (a sharp pipeline, upright) as the rendition the image worker makes: shrunk to
 * `longEdge`, as RGBA pixels like an ImageData. For the tests and the bench.
 */
export async function rgbaRendition(image: Sharp, longEdge = 1600) {
  const { data, info } = await image
    .resize(longEdge, longEdge, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}
