/** Served by our own build (scripts/vite-human-models.ts), never a CDN. */
declare module 'virtual:human-models' {
  /** URLs of the face models' model.json files. */
  export const humanModelUrls: { blazeface: string; faceres: string };
  /** The folder of TensorFlow.js's WebAssembly binaries, ending in a slash. */
  export const tfjsWasmPath: string;
}
