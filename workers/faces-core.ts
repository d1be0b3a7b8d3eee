import type { Config, FaceResult, Human } from '@vladmandic/human';
import type { FaceBox } from '../render-core/model/photo';
import type { DescribedFace, FaceImage, FacesApi, RgbaImage } from './faces-api';

/**
 * A face counts above this detector score. On the fixtures the two real faces (photo-28, photo-32)
 * score 0.86 and 0.91 while the best false hits (a jetty's posts on photo-09, the nuthatch on
 * photo-13) reach 0.39. Testers' photos showed phantoms above the old 0.6 (a blurred background, a
 * cat), so the bar is 0.7: still well under the real faces. A missed face costs only a centred crop;
 * a phantom could steer a crop, and cropForFrame keeps the surest face first (keptFace).
 */
export const FACE_MIN_CONFIDENCE = 0.7;

/**
 * Human widens blazeface's own box by this factor and squares it before cutting the face out for
 * the other models (its default, named here so tightFaceBox can undo it). The widened square holds
 * head, hair and shoulders: about twice the face's area, so a crop that keeps it whole was cutting
 * more photo than the face needs, and a phantom box grew large enough to win a crop.
 */
export const DETECTOR_SCALE = 1.4;

/**
 * Two face embeddings (faceres, unit length) closer than this are taken as one person. Measured on
 * the fixtures: one face on a cropped, mirrored copy of its photo is 0.30-0.34 away, the two
 * different people 1.09-1.13 apart; 0.7 sits between. The fixtures hold no second real photo of
 * either person, so this is not tuned on real pairs: grouping only proposes, the customer names.
 */
export const FACE_MATCH_DISTANCE = 0.7;

/**
 * blazeface looks at a 256 px square; the image is first boxed down to this long edge so a 1600 px
 * rendition costs the same as a small one (turning 2.5 MP into a tensor on the CPU backend alone
 * takes longer than the detection) and loses nothing the model could see.
 */
export const DETECT_LONG_EDGE = 512;

/** Where the two models the detector may use are served (URLs of their model.json). */
export interface FaceModelUrls {
  blazeface: string;
  faceres: string;
}

export interface FaceDetectorSetup {
  /** Gives the Human class: the browser bundle's import in the worker, its ESM build in Node. */
  loadHuman: () => Promise<new (config?: Partial<Config>) => Human>;
  models: FaceModelUrls;
  /** TensorFlow.js backends in order of preference. */
  backends: readonly ('wasm' | 'webgl' | 'cpu')[];
  /**
   * Where the 'wasm' backend's binaries are served, a folder ending in a slash: our own build's,
   * never the CDN Human defaults to. Without it the 'wasm' backend is skipped.
   */
  wasmPath?: string;
  /** Called once after Human is made, before the first model loads (Node registers its file loader). */
  prepare?: (human: Human) => void;
}

const OFF = { enabled: false } as const;

function humanConfig(
  setup: Pick<FaceDetectorSetup, 'models' | 'wasmPath'>,
  backend: string,
  describe: boolean,
): Partial<Config> {
  const { models } = setup;
  return {
    backend: backend as Config['backend'],
    ...(setup.wasmPath ? { wasmPath: setup.wasmPath } : {}),
    modelBasePath: '',
    // The models come from our own server with HTTP caching; a second copy in IndexedDB is waste.
    cacheModels: false,
    debug: false,
    async: true,
    warmup: 'none',
    // Each call is a different photo: Human's video-frame caching must never reuse a result.
    cacheSensitivity: 0,
    skipAllowed: false,
    filter: { ...OFF },
    gesture: { ...OFF },
    body: { ...OFF },
    hand: { ...OFF },
    object: { ...OFF },
    segmentation: { ...OFF },
    face: {
      enabled: true,
      detector: {
        modelPath: models.blazeface,
        rotation: false,
        maxDetected: 20,
        minConfidence: FACE_MIN_CONFIDENCE,
        scale: DETECTOR_SCALE,
        skipFrames: 0,
        skipTime: 0,
        return: false,
      },
      mesh: { ...OFF },
      attention: { ...OFF },
      iris: { ...OFF },
      emotion: { ...OFF },
      antispoof: { ...OFF },
      liveness: { ...OFF },
      gear: { ...OFF },
      description: { enabled: describe, modelPath: models.faceres, skipFrames: 0, skipTime: 0 },
    } as Config['face'],
  };
}

/**
 * Boxes `image` down so its long edge is at most `longEdge` and drops alpha: RGB bytes in row order.
 * Each output pixel averages the source pixels it covers, so small faces stay visible.
 */
export function shrinkToRgb(
  image: RgbaImage,
  longEdge: number,
): { rgb: Int32Array; width: number; height: number } {
  const scale = Math.min(1, longEdge / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const rgb = new Int32Array(width * height * 3);
  const src = image.data;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor((y * image.height) / height);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * image.height) / height));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor((x * image.width) / width);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * image.width) / width));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = y0; sy < y1; sy++) {
        let i = (sy * image.width + x0) * 4;
        for (let sx = x0; sx < x1; sx++, i += 4) {
          r += src[i]!;
          g += src[i + 1]!;
          b += src[i + 2]!;
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * width + x) * 3;
      rgb[o] = Math.round(r / n);
      rgb[o + 1] = Math.round(g / n);
      rgb[o + 2] = Math.round(b / n);
    }
  }
  return { rgb, width, height };
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** Human's raw box ([x, y, w, h] of the input, may overhang the edges) as a FaceBox inside the photo. */
export function toFaceBox([x, y, w, h]: readonly number[]): FaceBox | null {
  const left = clamp01(x!);
  const top = clamp01(y!);
  const right = clamp01(x! + w!);
  const bottom = clamp01(y! + h!);
  if (right - left <= 0 || bottom - top <= 0) return null;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * The face itself from Human's raw box: the widened square shrunk about its centre by
 * DETECTOR_SCALE, which gives back blazeface's own box (forehead to chin, ear to ear), clamped to
 * the photo, with the detector's confidence.
 */
export function tightFaceBox(raw: readonly number[], score: number): FaceBox | null {
  const [x, y, w, h] = raw as [number, number, number, number];
  const width = w / DETECTOR_SCALE;
  const height = h / DETECTOR_SCALE;
  const box = toFaceBox([x + (w - width) / 2, y + (h - height) / 2, width, height]);
  return box && { ...box, score: Math.round(clamp01(score) * 100) / 100 };
}

function unit(embedding: readonly number[]): number[] {
  const norm = Math.hypot(...embedding) || 1;
  return embedding.map((v) => v / norm);
}

/** Euclidean distance between two unit embeddings: 0 same, 2 opposite. */
export function faceDistance(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - (b[i] ?? 0)) ** 2;
  return Math.sqrt(sum);
}

/**
 * Makes the detector: Human and its model load on the first call and are kept; calls run one after
 * another (TensorFlow.js is not re-entrant on one backend).
 */
export function createFaceDetector(setup: FaceDetectorSetup): FacesApi & {
  detectRgba(image: RgbaImage): Promise<FaceBox[]>;
  describeRgba(image: RgbaImage): Promise<DescribedFace[]>;
  backend(): Promise<string>;
} {
  let ready: Promise<Human> | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  async function start(): Promise<Human> {
    const HumanClass = await setup.loadHuman();
    let lastError: unknown = null;
    for (const backend of setup.backends) {
      if (backend === 'wasm' && !setup.wasmPath) continue;
      const human = new HumanClass(humanConfig(setup, backend, false));
      setup.prepare?.(human);
      try {
        await human.init();
        if (human.tf.getBackend() !== backend) continue;
        await human.load();
        return human;
      } catch (error) {
        lastError = error;
      }
    }
    throw new Error(`No TensorFlow.js backend of ${setup.backends.join(', ')} started`, { cause: lastError });
  }

  function run<T>(work: (human: Human) => Promise<T>): Promise<T> {
    ready ??= start();
    const next = queue.then(async () => work(await ready!));
    queue = next.catch(() => undefined);
    return next;
  }

  async function faces(human: Human, image: RgbaImage, describe: boolean): Promise<FaceResult[]> {
    const { rgb, width, height } = shrinkToRgb(image, DETECT_LONG_EDGE);
    const tensor = human.tf.tensor3d(rgb, [height, width, 3], 'int32');
    try {
      const result = await human.detect(tensor, humanConfig(setup, human.tf.getBackend(), describe));
      if (result.error) throw new Error(`Face detection failed: ${result.error}`);
      return result.face.filter((face) => face.boxScore >= FACE_MIN_CONFIDENCE);
    } finally {
      human.tf.dispose(tensor);
    }
  }

  const detectRgba = (image: RgbaImage) =>
    run(async (human) =>
      (await faces(human, image, false)).flatMap((face) => tightFaceBox(face.boxRaw, face.boxScore) ?? []),
    );

  const describeRgba = (image: RgbaImage) =>
    run(async (human) =>
      (await faces(human, image, true)).flatMap((face) => {
        const box = tightFaceBox(face.boxRaw, face.boxScore);
        if (!box || !face.embedding || face.embedding.length === 0) return [];
        return [{ box, score: face.boxScore, embedding: unit(face.embedding) }];
      }),
    );

  return {
    detectRgba,
    describeRgba,
    detectFaces: async (image) => detectRgba(await rgbaOf(image)),
    describeFaces: async (image) => describeRgba(await rgbaOf(image)),
    backend: () => run(async (human) => human.tf.getBackend() as string),
  };
}

/**
 * The pixels of an ImageData as they are, or of an ImageBitmap / OffscreenCanvas drawn straight at
 * the detector's size (the browser scales better and faster than the box filter).
 */
async function rgbaOf(image: FaceImage): Promise<RgbaImage> {
  if ('data' in image) return image;
  const scale = Math.min(1, DETECT_LONG_EDGE / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context to read the photo for face detection');
  context.drawImage(image, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}
