// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { badgeCorner } from './badge-place';

const photo = { x: 0, y: 0, width: 200, height: 150 };
const icon = { width: 24, height: 24 };

describe('badgeCorner', () => {
  it('puts the badge in the top right of a photo with no words on it', () => {
    expect(badgeCorner(photo, [], icon)).toBe('top-right');
  });

  it('moves it away from a caption over the photo, never onto the words', () => {
    const titleTopRight = { x: 120, y: 0, width: 80, height: 30 };
    expect(badgeCorner(photo, [titleTopRight], icon)).toBe('top-left');
    const banner = { x: 0, y: 0, width: 200, height: 40 };
    expect(badgeCorner(photo, [banner], icon)).toBe('bottom-right');
    const bannerAndCaption = { x: 100, y: 100, width: 100, height: 50 };
    expect(badgeCorner(photo, [banner, bannerAndCaption], icon)).toBe('bottom-left');
  });

  it('a wide badge keeps clear of words a small one would miss', () => {
    const word = { x: 120, y: 4, width: 20, height: 10 };
    expect(badgeCorner(photo, [word], icon)).toBe('top-right');
    expect(badgeCorner(photo, [word], { width: 110, height: 24 })).toBe('top-left');
  });
});
