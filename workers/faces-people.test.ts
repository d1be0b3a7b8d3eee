import sharp, { type Region } from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DescribedFace } from './faces-api';
import { describeFaces, rgbaRendition } from './faces-node';
import { groupFaces, recurringPeople } from './faces-people';
import { fixtureUrl } from './test-fixtures';

/** The CPU backend takes seconds a photo on this shared 2-core machine; no time is asserted. */
const DETECTOR_TIMEOUT = 180_000;

/** A photo as a second shot of the same person would be: cropped differently and mirrored. */
async function rendition(path: string, region?: Region) {
  let image = sharp(fixtureUrl(path).pathname).rotate();
  if (region) image = image.extract(region).flop();
  return rgbaRendition(image);
}

const box = { x: 0.1, y: 0.1, width: 0.2, height: 0.2 };
const face = (embedding: number[]): DescribedFace => ({ box, score: 0.9, embedding });

describe('groupFaces', () => {
  it(
    'puts one person on several photos in one group and another person apart (real detector)',
    async () => {
      const photos = [
        { photoId: 'hopper-1', faces: await describeFaces(await rendition('photos/photo-32.jpg')) },
        { photoId: 'collins-1', faces: await describeFaces(await rendition('photos/photo-28.jpg')) },
        {
          photoId: 'hopper-2',
          faces: await describeFaces(
            await rendition('photos/photo-32.jpg', { left: 200, top: 100, width: 1400, height: 1500 }),
          ),
        },
      ];
      const groups = groupFaces(photos);
      expect(groups.map((g) => g.photoIds)).toEqual([['hopper-1', 'hopper-2'], ['collins-1']]);
      expect(recurringPeople(groups).map((g) => g.photoIds)).toEqual([['hopper-1', 'hopper-2']]);
    },
    DETECTOR_TIMEOUT,
  );

  it('never makes two faces on one photo the same person', () => {
    const groups = groupFaces([{ photoId: 'twins', faces: [face([1, 0]), face([1, 0])] }]);
    expect(groups).toHaveLength(2);
  });

  it('joins the nearest group, not the first close enough', () => {
    const groups = groupFaces([
      { photoId: 'a', faces: [face([1, 0])] },
      { photoId: 'b', faces: [face([0.6, 0.8])] },
      { photoId: 'c', faces: [face([0.7, 0.714])] },
    ]);
    expect(groups.map((g) => g.photoIds)).toEqual([['b', 'c'], ['a']]);
  });
});
