import { useEffect, useRef, useState } from 'react';
import { type BookDocument, type ProductSpec, sceneForSpread, spreadCount } from '../../../render-core';
import { createRenderClient, type RenderClient } from '../../../workers/render-client';
import { photoRefOf } from '../../photos/intake';
import type { LocalPhoto } from '../../photos/types';

/** Spreads painted for the preview; the editor shows the rest. */
const PREVIEW_SPREADS = 6;
const PREVIEW_WIDTH = 480;
/** The painter gets small copies: a preview spread is 480 px wide, a photo on it far less. */
const PAINT_IMAGE_WIDTH = 240;
const REPAINT_DELAY_MS = 250;

export interface LayoutPreview {
  document: BookDocument | null;
  spreads: ImageBitmap[];
  totalSpreads: number;
}

/** The photo ids on spread `index`, in drawing order. */
export function photosOfSpread(doc: BookDocument, index: number): string[] {
  return sceneForSpread(doc, index).items.flatMap((i) => (i.kind === 'image' ? [i.photoId] : []));
}

const markFirstSpread = () => {
  if (performance.getEntriesByName('bindery:uploader-first-spread').length === 0)
    performance.mark('bindery:uploader-first-spread');
};

/**
 * Lays the whole book out in the render worker as soon as every picked photo's header is read
 * (`settled`), and again when photos are added, then paints the first spreads from the best
 * pictures there are so far (`previewOf`), repainting as better ones come (`previews` bumps).
 * `onShown` hears which photos the painted spreads hold, so theirs can be made first.
 */
export function useLayout(
  photos: readonly LocalPhoto[],
  spec: ProductSpec | null,
  options: {
    settled: boolean;
    previews: number;
    previewOf(photoId: string): Promise<Blob | undefined>;
    /** How good the picture there is of a photo: 0 none, higher better. */
    previewLevel(photoId: string): number;
    onShown?(photoIds: string[]): void;
  },
): LayoutPreview {
  const [preview, setPreview] = useState<LayoutPreview>({ document: null, spreads: [], totalSpreads: 0 });
  const client = useRef<Promise<RenderClient> | null>(null);
  /** Photos the painter has a picture of, and how good it was (see previewLevel). */
  const painted = useRef(new Map<string, number>());
  const laidOut = useRef<{ ids: string; document: BookDocument } | null>(null);
  const { settled, previews, previewOf, previewLevel, onShown } = options;

  useEffect(() => {
    return () => {
      void client.current?.then((c) => c.dispose());
      client.current = null;
    };
  }, []);

  const ids = photos.map((p) => p.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ids` stands for `photos`; `previews` says a repaint may show more.
  useEffect(() => {
    if (!spec || photos.length === 0 || !settled) return;
    let cancelled = false;
    const relayout = laidOut.current?.ids !== ids;
    const timer = setTimeout(
      async () => {
        client.current ??= createRenderClient();
        const render = await client.current;
        let document = laidOut.current?.document ?? null;
        if (relayout || !document) {
          document = await render.autoLayout(photos.map(photoRefOf), spec);
          if (cancelled) return;
          laidOut.current = { ids, document };
        }
        const total = spreadCount(document);
        const shown = Math.min(total, PREVIEW_SPREADS);
        const onSpreads = [
          ...new Set(Array.from({ length: shown }, (_, i) => photosOfSpread(document, i)).flat()),
        ];
        onShown?.(onSpreads);
        for (const id of onSpreads) {
          if (cancelled) return;
          const level = previewLevel(id);
          if (level === 0 || (painted.current.get(id) ?? 0) >= level) continue;
          const blob = await previewOf(id);
          if (!blob) continue;
          const bitmap = await createImageBitmap(blob, {
            resizeWidth: PAINT_IMAGE_WIDTH,
            resizeQuality: 'medium',
          }).catch(() => null);
          if (!bitmap) continue;
          await render.setImage(id, bitmap);
          painted.current.set(id, level);
        }
        const spreads: ImageBitmap[] = [];
        for (let i = 0; i < shown; i++)
          spreads.push(
            await render.paint(sceneForSpread(document, i, { placeholders: true }), PREVIEW_WIDTH),
          );
        if (cancelled) return;
        setPreview({ document, spreads, totalSpreads: total });
        // The first spread counts as drawn once every photo on it shows a picture.
        if (photosOfSpread(document, 0).every((id) => painted.current.has(id))) markFirstSpread();
      },
      relayout ? 0 : REPAINT_DELAY_MS,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [ids, spec, settled, previews]);

  return preview;
}
