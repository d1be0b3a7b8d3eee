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

/**
 * The primary image's size without decoding it (for the pixel guard), and a decoder for it.
 * Throws when libheif cannot parse the file.
 */
export async function openHeic(bytes: Uint8Array): Promise<{
  width: number;
  height: number;
  decode(): Promise<ImageData>;
  dispose(): void;
}> {
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
  const width = image.get_width();
  const height = image.get_height();
  return {
    width,
    height,
    dispose,
    decode: () =>
      new Promise((resolve, reject) => {
        const target = new ImageData(width, height);
        image.display(target, (result) =>
          result ? resolve(result) : reject(new Error('HEIF decoding failed')),
        );
      }),
  };
}
