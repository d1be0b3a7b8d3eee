import { humanModelUrls, tfjsWasmPath } from 'virtual:human-models';
import type { FacesApi } from './faces-api';
import { createFaceDetector } from './faces-core';

/**
 * The face detector in the browser (see faces-api.ts for the API). Import it lazily, from a worker:
 * Human's bundle (TensorFlow.js inside, about 2 MB) and the model load only when this module does.
 * WebAssembly first (SIMD where the browser has it, as every current one does): blazeface is a small
 * model, and on WASM it needs no shaders compiled and no GPU; a worker without WASM falls back to
 * WebGL through OffscreenCanvas, then to the CPU backend. The binaries come from our build.
 */
const detector = createFaceDetector({
  loadHuman: async () => (await import('@vladmandic/human')).Human,
  models: humanModelUrls,
  wasmPath: tfjsWasmPath,
  backends: ['wasm', 'webgl', 'cpu'],
});

export const detectFaces: FacesApi['detectFaces'] = detector.detectFaces;
export const describeFaces: FacesApi['describeFaces'] = detector.describeFaces;
/** Which TensorFlow.js backend the detector runs on (the bench reports it). */
export const faceBackend = detector.backend;
