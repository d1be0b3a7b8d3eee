import { useEffect, useRef, useState } from 'react';
import { type BookDocument, type ProductSpec, sceneForSpread, spreadCount } from '../../../render-core';
import { createRenderClient, type RenderClient } from '../../../workers/render-client';
import { photoRefOf } from '../../photos/intake';
import { photoCache } from '../../photos/photos';
import type { LocalPhoto } from '../../photos/types';

/** Spreads painted for the preview; the editor shows the rest. */
const PREVIEW_SPREADS = 6;
const PREVIEW_WIDTH = 480;
const RELAYOUT_DELAY_MS = 250;

export interface LayoutPreview {
  document: BookDocument | null;
  spreads: ImageBitmap[];
  totalSpreads: number;
}

/**
 * Lays the book out in the render worker from the photos decoded so far (their cached thumbnails),
 * again as more arrive: the first layout shows long before uploads finish.
 */
export function useLayout(photos: readonly LocalPhoto[], spec: ProductSpec | null): LayoutPreview {
  const [preview, setPreview] = useState<LayoutPreview>({ document: null, spreads: [], totalSpreads: 0 });
  const client = useRef<Promise<RenderClient> | null>(null);
  const imagesSet = useRef(new Set<string>());

  useEffect(() => {
    return () => {
      void client.current?.then((c) => c.dispose());
      client.current = null;
    };
  }, []);

  // Photos are appended as they are accepted; the ids in order say when to lay out again.
  const ids = photos.map((p) => p.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ids` stands for `photos`.
  useEffect(() => {
    if (!spec || photos.length === 0) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      client.current ??= createRenderClient();
      const render = await client.current;
      for (const photo of photos) {
        if (imagesSet.current.has(photo.id)) continue;
        const blob = await photoCache.rendition(photo.id, 'thumb');
        if (!blob) continue;
        imagesSet.current.add(photo.id);
        await render.setImage(photo.id, await createImageBitmap(blob));
      }
      if (cancelled) return;
      const document = await render.autoLayout(photos.map(photoRefOf), spec);
      const total = spreadCount(document);
      const spreads: ImageBitmap[] = [];
      for (let i = 0; i < Math.min(total, PREVIEW_SPREADS); i++)
        spreads.push(await render.paint(sceneForSpread(document, i, { placeholders: true }), PREVIEW_WIDTH));
      if (!cancelled) setPreview({ document, spreads, totalSpreads: total });
    }, RELAYOUT_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [ids, spec]);

  return preview;
}
