import {
  autoLayoutBook,
  type AutoLayoutOptions,
  type BookDocument,
  type CanvasLike,
  type FontFamily,
  type ImageLike,
  paintScene,
  type PhotoRefInput,
  type ProductSpec,
  productSpecSchema,
  type Scene,
} from '../render-core';
import { sceneFonts } from './render-fonts';

/** A canvas to paint a thumbnail on and turn into a bitmap (OffscreenCanvas, DOM canvas, Node canvas). */
export interface Surface<Bitmap, Image extends ImageLike> {
  context: CanvasLike<Image>;
  toBitmap(): Bitmap | Promise<Bitmap>;
}

export interface RenderEnvironment<Bitmap, Image extends ImageLike> {
  createSurface(width: number, height: number): Surface<Bitmap, Image>;
  /**
   * Loads these families' faces where the surfaces paint (a worker's own FontFaceSet); settles when
   * each has loaded or failed. Without it text paints in whatever face the surface has (Node tests
   * register their fonts up front).
   */
  loadFonts?(families: readonly FontFamily[]): Promise<void>;
  /** paintScene's `fontFamily`: the CSS family list a document family paints with. */
  fontFamily?(family: FontFamily): string;
  /** Decodes a picture (a rendition's bytes) `width` px wide, where the surfaces paint. */
  decodePicture?(picture: Blob, width: number): Promise<Image>;
}

/** decodePicture where createImageBitmap is (a worker, a page): scaled while it decodes. */
export const decodeBitmap = (picture: Blob, width: number): Promise<ImageBitmap> =>
  createImageBitmap(picture, { resizeWidth: width, resizeQuality: 'medium' });

/**
 * The render worker's API: a stateless service for heavy work. It holds no document (the editor
 * keeps the one copy, on the main thread, and edits never wait on the worker), only the decoded
 * photos it paints with. The same object runs in the worker (through Comlink) and, when no worker
 * can start, on the main thread.
 */
export function createRenderApi<Bitmap, Image extends ImageLike>(env: RenderEnvironment<Bitmap, Image>) {
  const images = new Map<string, Image>();

  return {
    /** Answers once the API is up; the client uses it to tell a live worker from a dead one. */
    ping(): 'pong' {
      return 'pong';
    },

    /** Lays out a whole book from its photos (the heavy part for hundreds of photos). */
    autoLayout(photos: PhotoRefInput[], product: ProductSpec, options: AutoLayoutOptions = {}): BookDocument {
      return autoLayoutBook(photos, productSpecSchema.parse(product), options);
    },

    /** Loads these families' faces ahead, so the first thumbnail set in them does not wait. */
    async warmFonts(families: FontFamily[]): Promise<void> {
      await env.loadFonts?.(families);
    },

    /** Hands a decoded photo (or a rendition) to the painter for thumbnails. */
    setImage(photoId: string, image: Image): void {
      images.set(photoId, image);
    },

    /**
     * Decodes a picture of a photo where the painter is and hands it over, so the page's thread
     * only passes the bytes on. False when it cannot be decoded (the photo keeps its grey box).
     */
    async setPicture(photoId: string, picture: Blob, width: number): Promise<boolean> {
      const image = await env.decodePicture?.(picture, width).catch(() => undefined);
      if (!image) return false;
      images.set(photoId, image);
      return true;
    },

    /**
     * Paints a scene (render-core's sceneForSpread or sceneForPage, made by the caller from its
     * document) `width` pixels wide; photos not yet set show as grey boxes. Text waits for its
     * faces, so a thumbnail's caption is set in the face print uses, not a fallback.
     */
    async paint(scene: Scene, width: number): Promise<Bitmap> {
      const fonts = sceneFonts(scene);
      if (fonts.length > 0) await env.loadFonts?.(fonts);
      const scale = width / scene.width;
      const surface = env.createSurface(Math.round(width), Math.max(1, Math.round(scene.height * scale)));
      paintScene(surface.context, scene, {
        scale,
        image: (id) => images.get(id),
        ...(env.fontFamily ? { fontFamily: env.fontFamily } : {}),
      });
      return surface.toBitmap();
    },
  };
}

export type RenderApi<Bitmap = ImageBitmap, Image extends ImageLike = ImageBitmap> = ReturnType<
  typeof createRenderApi<Bitmap, Image>
>;
