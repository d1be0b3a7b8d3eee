import { placePhoto } from '../model/crop';
import type { PhotoFrame } from '../model/frame';

/** A 4:1 panorama with one face at its far left: any centred crop in a page's frame cuts it. */
export const PANORAMA = {
  id: 'panorama',
  width: 4000,
  height: 1000,
  faces: [{ x: 0.03, y: 0.3, width: 0.08, height: 0.3 }],
};

/** Whether the panorama's face shows whole in a frame, as it will be painted and printed. */
export function faceShown(frame: PhotoFrame): boolean {
  const placed = placePhoto(PANORAMA, frame.box, frame.crop);
  const face = PANORAMA.faces[0]!;
  return (
    face.x * PANORAMA.width >= placed.source.x - 1e-6 &&
    (face.x + face.width) * PANORAMA.width <= placed.source.x + placed.source.width + 1e-6 &&
    face.y * PANORAMA.height >= placed.source.y - 1e-6 &&
    (face.y + face.height) * PANORAMA.height <= placed.source.y + placed.source.height + 1e-6
  );
}
