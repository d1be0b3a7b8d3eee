import { useEffect, useRef } from 'react';
import type { PhotoRef } from '../../../render-core';
import { tileBitmap } from './canvas/photo-bitmaps';

// Its own file: the tray and the unused photos modal (which the tray opens) both show it.
/** A photo's tile: its bitmap once loaded, a grey square until then. */
export function PhotoTile({ photo }: { photo: PhotoRef }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let live = true;
    // Decoded at twice the tile's size (sharp on dense screens) and let go once drawn.
    void tileBitmap(photo.id, 192).then((bitmap) => {
      const el = canvas.current;
      if (!bitmap) return;
      if (live && el) {
        const side = Math.min(bitmap.width, bitmap.height);
        el.width = 96;
        el.height = 96;
        el.getContext('2d')?.drawImage(
          bitmap,
          (bitmap.width - side) / 2,
          (bitmap.height - side) / 2,
          side,
          side,
          0,
          0,
          96,
          96,
        );
      }
      bitmap.close();
    });
    return () => {
      live = false;
    };
  }, [photo.id]);
  return <canvas ref={canvas} className="tray-thumb" />;
}
