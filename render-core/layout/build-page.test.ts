import { describe, expect, it } from 'vitest';
import { placePhoto } from '../model/crop';
import { photoRefSchema } from '../model/photo';
import { framesForTemplate, idCounter } from './build-page';
import { templateById } from './templates';

describe('framesForTemplate', () => {
  it('crops each placed photo so its faces stay whole in a narrow column', () => {
    // Three landscape photos in three tall columns: each shows about a third of its width.
    const faceAt = (x: number) => ({ x, y: 0.2, width: 0.1, height: 0.2 });
    const photos = [0.02, 0.45, 0.85].map((x, i) =>
      photoRefSchema.parse({ id: `ph${i}`, width: 3000, height: 2000, faces: [faceAt(x)] }),
    );
    const frames = framesForTemplate(
      templateById('three-columns')!,
      photos,
      { trim: { width: 200, height: 200 }, spacing: 5 },
      idCounter(0).next,
    );
    expect(frames).toHaveLength(3);
    for (const frame of frames) {
      if (frame.kind !== 'photo') continue;
      const photo = photos.find((p) => p.id === frame.photoId)!;
      const placed = placePhoto(photo, frame.box, frame.crop);
      const face = photo.faces[0]!;
      expect(placed.source.x).toBeLessThanOrEqual(face.x * photo.width + 1e-6);
      expect(placed.source.x + placed.source.width).toBeGreaterThanOrEqual(
        (face.x + face.width) * photo.width - 1e-6,
      );
    }
  });

  it('leaves an empty slot with the centred crop', () => {
    const frames = framesForTemplate(
      templateById('two-columns')!,
      [],
      { trim: { width: 200, height: 200 }, spacing: 5 },
      idCounter(0).next,
    );
    expect(frames.map((f) => f.kind === 'photo' && f.crop.centerX)).toEqual([0.5, 0.5]);
  });
});
