import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The two @vladmandic/human models the face detector uses (workers/faces-core.ts); nothing else ships. */
export const HUMAN_MODELS = ['blazeface', 'faceres'] as const;

const VIRTUAL = 'virtual:human-models';
const RESOLVED = `\0${VIRTUAL}`;

interface ModelFile {
  fileName: string;
  source: Uint8Array | string;
}

const require = createRequire(import.meta.url);
/** The @vladmandic/human package's folder (its models/ and dist/ are read from it). */
const humanPackageDir = () => join(dirname(require.resolve('@vladmandic/human')), '..');

/**
 * Each model's model.json and weights from the npm package, renamed under assets/ by content hash
 * (so the server caches them for a year) with the json's weight paths rewritten to match; and the
 * WebAssembly backend's binaries (wasmFiles).
 */
function modelFiles(): { urls: Record<string, string>; wasmDir: string; files: ModelFile[] } {
  const modelsDir = join(humanPackageDir(), 'models');
  const urls: Record<string, string> = {};
  const files: ModelFile[] = [];
  for (const name of HUMAN_MODELS) {
    const model = JSON.parse(readFileSync(join(modelsDir, `${name}.json`), 'utf8')) as {
      weightsManifest: { paths: string[] }[];
    };
    for (const group of model.weightsManifest) {
      group.paths = group.paths.map((path) => {
        const source = readFileSync(join(modelsDir, path));
        const fileName = `assets/human-${path.replace(/\.bin$/, '')}-${hash(source)}.bin`;
        files.push({ fileName, source });
        return fileName.slice('assets/'.length);
      });
    }
    const json = JSON.stringify(model);
    const fileName = `assets/human-${name}-${hash(json)}.json`;
    files.push({ fileName, source: json });
    urls[name] = fileName;
  }
  const wasm = wasmFiles();
  return { urls, wasmDir: wasm.dir, files: [...files, ...wasm.files] };
}

const hash = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex').slice(0, 10);

/** TensorFlow.js's WebAssembly binaries, by the names its WASM backend asks for. */
export const TFJS_WASM_FILES = [
  'tfjs-backend-wasm.wasm',
  'tfjs-backend-wasm-simd.wasm',
  'tfjs-backend-wasm-threaded-simd.wasm',
] as const;

/**
 * The WASM backend's binaries from @tensorflow/tfjs-backend-wasm, under a folder named by its version
 * (the backend asks for fixed file names under one prefix, so the version keeps a year's caching
 * honest). Human bundles that backend's JavaScript: the binaries must be of the very same version,
 * or the build stops here rather than the detector failing on a customer's phone.
 */
function wasmFiles(): { dir: string; files: ModelFile[] } {
  const wasmDir = join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist');
  const { version } = JSON.parse(readFileSync(join(wasmDir, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  // dist/tfjs.version.js is minified: `var r="4.22.0";…{…"tfjs-backend-wasm":r,…}`.
  const versions = readFileSync(join(humanPackageDir(), 'dist', 'tfjs.version.js'), 'utf8');
  const name = /"tfjs-backend-wasm":(\w+)\b/.exec(versions)?.[1];
  const wanted = name && new RegExp(`\\b${name}="([^"]+)"`).exec(versions)?.[1];
  if (wanted !== version)
    throw new Error(
      `@tensorflow/tfjs-backend-wasm is ${version}, but @vladmandic/human bundles its JavaScript at ${wanted ?? 'an unknown version'}: install the same version`,
    );
  const dir = `assets/tfjs-wasm-${version}/`;
  return {
    dir,
    files: TFJS_WASM_FILES.map((file) => ({
      fileName: dir + file,
      source: readFileSync(join(wasmDir, file)),
    })),
  };
}

/**
 * Serves the face models from our own build, never a CDN: `import { humanModelUrls } from
 * 'virtual:human-models'` gives each model.json's URL under the app's base. The files are emitted
 * once, by the app's build (`emit: true`); the worker builds only resolve the module. The dev server
 * answers the same paths from node_modules.
 */
export function humanModels({ emit }: { emit: boolean }): Plugin {
  let base = '/';
  let models: ReturnType<typeof modelFiles> | null = null;
  const load = () => {
    models ??= modelFiles();
    return models;
  };
  return {
    name: 'bindery-human-models',
    configResolved(config) {
      base = config.base;
    },
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const urls = Object.fromEntries(Object.entries(load().urls).map(([name, file]) => [name, base + file]));
      return [
        `export const humanModelUrls = ${JSON.stringify(urls)};`,
        `export const tfjsWasmPath = ${JSON.stringify(base + load().wasmDir)};`,
      ].join('\n');
    },
    generateBundle() {
      if (!emit) return;
      for (const file of load().files)
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const file = path.startsWith(base)
          ? load().files.find((f) => f.fileName === path.slice(base.length))
          : null;
        if (!file) return next();
        res.setHeader(
          'Content-Type',
          file.fileName.endsWith('.json')
            ? 'application/json'
            : file.fileName.endsWith('.wasm')
              ? 'application/wasm'
              : 'application/octet-stream',
        );
        res.end(file.source);
      });
    },
  };
}
