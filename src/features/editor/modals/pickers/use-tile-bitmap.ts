import { useEffect, useState } from 'react';
import { tileBitmap } from '../../canvas/photo-bitmaps';

/**
 * A small bitmap of one photo for as long as the component shows it (closed afterwards: the
 * pictures draw it once each and keep nothing). Null while it loads, or if it cannot be read.
 */
export function useTileBitmap(photoId: string | null, width: number): ImageBitmap | null {
  const [bitmap, setBitmap] = useState<ImageBitmap | null>(null);
  useEffect(() => {
    if (!photoId) return;
    let live = true;
    let got: ImageBitmap | null = null;
    void tileBitmap(photoId, width).then((b) => {
      got = b;
      if (live) setBitmap(b);
      else b?.close();
    });
    return () => {
      live = false;
      setBitmap(null);
      got?.close();
    };
  }, [photoId, width]);
  return bitmap;
}
