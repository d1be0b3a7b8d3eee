import { humanModelUrls } from 'virtual:human-models';
import type { FacesApi } from './faces-api';
import { createFaceDetector } from './faces-core';

/**
 * The face detector in the browser (see faces-api.ts for the API). Import it lazily, from a worker:
 * Human's bundle (TensorFlow.js inside, about 2 MB) and the model load only when this module does.
 * WebGL through OffscreenCanvas first, the CPU backend where a worker has no WebGL.
 */
const detector = createFaceDetector({
  loadHuman: async () => (await import('@vladmandic/human')).Human,
  models: humanModelUrls,
  backends: ['webgl', 'cpu'],
});

export const detectFaces: FacesApi['detectFaces'] = detector.detectFaces;
export const describeFaces: FacesApi['describeFaces'] = detector.describeFaces;
/** Which TensorFlow.js backend the detector runs on (the bench reports it). */
export const faceBackend = detector.backend;
