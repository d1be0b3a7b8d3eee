/**
 * The part of CanvasRenderingContext2D that paint uses. OffscreenCanvas in the worker, a DOM
 * canvas on the main thread and @napi-rs/canvas in Node all satisfy it, so render-core needs no
 * DOM types. `Image` is whatever that canvas can draw (ImageBitmap, a loaded Image, ...).
 */
export interface CanvasLike<Image> {
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  rotate(radians: number): void;
  beginPath(): void;
  rect(x: number, y: number, width: number, height: number): void;
  clip(): void;
  fillRect(x: number, y: number, width: number, height: number): void;
  strokeRect(x: number, y: number, width: number, height: number): void;
  setLineDash(segments: number[]): void;
  drawImage(
    image: Image,
    sx: number,
    sy: number,
    sw: number,
    sh: number,
    dx: number,
    dy: number,
    dw: number,
    dh: number,
  ): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  font: string;
  textAlign: string;
  textBaseline: string;
  filter: string;
}

/** A decoded photo: the full original or any smaller rendition of it. */
export interface ImageLike {
  width: number;
  height: number;
}
