import {
  applyOp,
  autoLayoutBook,
  type AutoLayoutOptions,
  beginInteraction,
  type BookDocument,
  canRedo,
  canUndo,
  type CanvasLike,
  type EditSession,
  endInteraction,
  type Finding,
  type ImageLike,
  loadDocument,
  type Op,
  opSchema,
  type Patch,
  paintScene,
  type PhotoRefInput,
  type ProductSpec,
  productSpecSchema,
  record,
  redo,
  relayoutFrom,
  type PageRef,
  type Scene,
  sceneForPage,
  sceneForSpread,
  startSession,
  undo,
  validateBook,
} from '../render-core';

/** A canvas to paint a thumbnail on and turn into a bitmap (OffscreenCanvas, DOM canvas, Node canvas). */
export interface Surface<Bitmap, Image extends ImageLike> {
  context: CanvasLike<Image>;
  toBitmap(): Bitmap | Promise<Bitmap>;
}

export interface RenderEnvironment<Bitmap, Image extends ImageLike> {
  createSurface(width: number, height: number): Surface<Bitmap, Image>;
}

/** What every change answers: the patches to bring a copy of the document up to date. */
export interface ChangeResult {
  patches: Patch[];
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * The render worker's API over render-core, holding one editing session. The same object runs in
 * the worker (through Comlink) and, when no worker can start, on the main thread.
 */
export function createRenderApi<Bitmap, Image extends ImageLike>(env: RenderEnvironment<Bitmap, Image>) {
  let session: EditSession | null = null;
  const images = new Map<string, Image>();

  const current = (): EditSession => {
    if (!session) throw new Error('no document: call autoLayout or load first');
    return session;
  };
  const answer = (patches: Patch[]): ChangeResult => ({
    patches,
    canUndo: canUndo(current()),
    canRedo: canRedo(current()),
  });

  return {
    /** Answers once the API is up; the client uses it to tell a live worker from a dead one. */
    ping(): 'pong' {
      return 'pong';
    },

    autoLayout(photos: PhotoRefInput[], product: ProductSpec, options: AutoLayoutOptions = {}): BookDocument {
      const document = autoLayoutBook(photos, productSpecSchema.parse(product), options);
      session = startSession(document);
      return document;
    },

    /** Opens a saved document (any version); the answer says why when it cannot. */
    load(saved: unknown): { ok: true; document: BookDocument } | { ok: false; message: string } {
      const result = loadDocument(saved);
      if (!result.ok) return { ok: false, message: result.message };
      session = startSession(result.document);
      return { ok: true, document: result.document };
    },

    document(): BookDocument {
      return current().document;
    },

    /** One user edit (or a sync change, which is not an undo step). Bad ops are refused whole. */
    applyOp(op: unknown, source: 'user' | 'sync' = 'user'): ChangeResult {
      const result = applyOp(current().document, opSchema.parse(op) as Op);
      session = record(current(), result.document, result.patches, result.inversePatches, source);
      return answer(result.patches);
    },

    beginInteraction(): void {
      session = beginInteraction(current());
    },

    endInteraction(): ChangeResult {
      session = endInteraction(current());
      return answer([]);
    },

    undo(): ChangeResult {
      const before = current();
      session = undo(before);
      const step = before.undo.at(-1);
      return answer(session.document === before.document || !step ? [] : step.inversePatches);
    },

    redo(): ChangeResult {
      const before = current();
      session = redo(before);
      const step = before.redo.at(-1);
      return answer(session.document === before.document || !step ? [] : step.patches);
    },

    /** Lays the book out again from inner page `from`; not an undo step. */
    relayout(from: number, seed?: number): ChangeResult {
      const result = relayoutFrom(current().document, from, seed);
      session = record(current(), result.document, result.patches, result.inversePatches, 'relayout');
      return answer(result.patches);
    },

    validate(): Finding[] {
      return validateBook(current().document);
    },

    /** Hands a decoded photo (or a rendition) to the renderer for thumbnails. */
    setImage(photoId: string, image: Image): void {
      images.set(photoId, image);
    },

    /** Spread `index` painted `width` pixels wide; photos not yet set show as grey boxes. */
    async thumbnail(index: number, width: number): Promise<Bitmap> {
      return paint(sceneForSpread(current().document, index, { placeholders: true }), width);
    },

    /** One page ('cover' or an inner page index): calendar months and prints are shown singly. */
    async pageThumbnail(ref: PageRef, width: number, locale = 'en'): Promise<Bitmap> {
      return paint(sceneForPage(current().document, ref, { placeholders: true, locale }), width);
    },
  };

  async function paint(scene: Scene, width: number): Promise<Bitmap> {
    const scale = width / scene.width;
    const surface = env.createSurface(Math.round(width), Math.max(1, Math.round(scene.height * scale)));
    paintScene(surface.context, scene, { scale, image: (id) => images.get(id) });
    return surface.toBitmap();
  }
}

export type RenderApi<Bitmap = ImageBitmap, Image extends ImageLike = ImageBitmap> = ReturnType<
  typeof createRenderApi<Bitmap, Image>
>;
