import { useEffect, useRef, useState } from 'react';
import { type BookDocument, type PageRef, paintScene, sceneForPage } from '../../render-core';

export type ImageSource = (photoId: string) => Promise<ImageBitmap | null>;

/** Loads each photo once per source and keeps the bitmap for every page that shows it. */
export function bitmapCache(load: ImageSource): ImageSource {
  const cache = new Map<string, Promise<ImageBitmap | null>>();
  return (id) => {
    let entry = cache.get(id);
    if (!entry) {
      entry = load(id).catch(() => null);
      cache.set(id, entry);
    }
    return entry;
  };
}

/**
 * One page of a document painted read-only with render-core (sceneForPage + paintScene) on a
 * canvas; photos appear as they load (grey boxes until then).
 */
export function PageCanvas({
  document,
  page,
  images,
  label,
  width = 720,
}: {
  document: BookDocument;
  page: PageRef;
  images: ImageSource;
  label: string;
  width?: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [loaded, setLoaded] = useState(new Map<string, ImageBitmap>());

  useEffect(() => {
    let live = true;
    const scene = sceneForPage(document, page);
    const ids = [...new Set(scene.items.flatMap((item) => (item.kind === 'image' ? [item.photoId] : [])))];
    for (const id of ids) {
      void images(id).then((bitmap) => {
        if (live && bitmap) setLoaded((m) => new Map(m).set(id, bitmap));
      });
    }
    return () => {
      live = false;
    };
  }, [document, page, images]);

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const scene = sceneForPage(document, page);
    const scale = width / scene.width;
    el.width = Math.round(width);
    el.height = Math.round(scene.height * scale);
    paintScene<ImageBitmap>(ctx, scene, { scale, image: (id) => loaded.get(id) });
  }, [document, page, loaded, width]);

  return <canvas ref={canvas} className="page-canvas" role="img" aria-label={label} />;
}
