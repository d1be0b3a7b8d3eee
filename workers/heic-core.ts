import * as Comlink from 'comlink';

/** The slice of libheif-js we use: decode the primary image of a HEIC/HEIF file into RGBA. */
interface HeifImage {
  get_width(): number;
  get_height(): number;
  display(target: ImageData, done: (result: ImageData | null) => void): void;
  free(): void;
}
interface LibHeif {
  ready?: Promise<unknown>;
  HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[]; decoder: { delete(): void } };
}

let libheif: Promise<LibHeif> | null = null;

/** libheif's wasm (about 2 MB) loads only the first time a HEIC photo is picked. */
function loadLibheif(): Promise<LibHeif> {
  libheif ??= import(
    // @ts-expect-error the bundle ships without types; LibHeif above describes what we call.
    'libheif-js/libheif-wasm/libheif-bundle.mjs'
  ).then(async (mod: { default: () => LibHeif }) => {
    const lib = mod.default();
    await lib.ready;
    return lib;
  });
  return libheif;
}

/** Opens the primary image; throws when libheif cannot parse the file. Call `dispose` after. */
async function openHeic(bytes: Uint8Array) {
  const lib = await loadLibheif();
  const decoder = new lib.HeifDecoder();
  const images = decoder.decode(bytes);
  const dispose = () => {
    for (const image of images) image.free();
    decoder.decoder.delete();
  };
  const image = images[0];
  if (!image) {
    dispose();
    throw new Error('no image in this HEIF file');
  }
  return { image, width: image.get_width(), height: image.get_height(), dispose };
}

export interface HeicApi {
  /** The primary image's size as shown (libheif's rotations applied). Throws for a bad file. */
  size(bytes: Uint8Array): Promise<{ width: number; height: number }>;
  /** The primary image decoded and resized, as a bitmap (transferred back). */
  bitmap(bytes: Uint8Array, resize: { resizeWidth: number; resizeHeight: number }): Promise<ImageBitmap>;
}

/** What the HEIC worker (heic.worker.ts) answers: the one place libheif is loaded. */
export const heicApi: HeicApi = {
  async size(bytes) {
    const heic = await openHeic(bytes);
    heic.dispose();
    return { width: heic.width, height: heic.height };
  },
  async bitmap(bytes, resize) {
    const heic = await openHeic(bytes);
    try {
      const target = new ImageData(heic.width, heic.height);
      const data = await new Promise<ImageData>((resolve, reject) =>
        heic.image.display(target, (result) =>
          result ? resolve(result) : reject(new Error('HEIF decoding failed')),
        ),
      );
      const bitmap = await createImageBitmap(data, { ...resize, resizeQuality: 'high' });
      return Comlink.transfer(bitmap, [bitmap]);
    } finally {
      heic.dispose();
    }
  },
};
