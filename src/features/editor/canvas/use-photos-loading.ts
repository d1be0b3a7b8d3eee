import { useEffect, useState } from 'react';
import type { Scene } from '../../../../render-core';
import { wantRenditions } from '../../../photos/prepare';
import { loadedBitmap, onPhotoReady, photoBitmap } from './photo-bitmaps';

/**
 * Re-renders as the scene's photos load, so the spread repaints with them: with a stand-in (the
 * small copy or the camera's thumbnail) while a photo is being prepared, then with the photo.
 */
export function usePhotosLoading(scene: Pick<Scene, 'items'>) {
  const [, setLoaded] = useState(0);
  useEffect(() => {
    let live = true;
    const ids = new Set(scene.items.flatMap((i) => (i.kind === 'image' ? [i.photoId] : [])));
    // Photos still being prepared on this device: the spread's go first.
    wantRenditions(ids);
    const drawn = new Map([...ids].map((id) => [id, loadedBitmap(id)]));
    const repaint = () => live && setLoaded((n) => n + 1);
    for (const id of ids) {
      if (drawn.get(id)) continue;
      void photoBitmap(id).then((b) => {
        if (!b) return;
        drawn.set(id, b);
        repaint();
      });
    }
    // A stand-in comes without its photo's promise settling: a new bitmap of one of these repaints
    // (one let go to save memory does not: the next ask brings it back).
    const stop = onPhotoReady(() => {
      let changed = false;
      for (const id of ids) {
        const now = loadedBitmap(id);
        if (now && now !== drawn.get(id)) {
          drawn.set(id, now);
          changed = true;
        }
      }
      if (changed) repaint();
    });
    return () => {
      live = false;
      stop();
    };
  }, [scene]);
}
