import { describe, expect, it } from 'vitest';
import { pictureUrl, SIZE_PICTURE, sizePicture, sizeScale, stylePicture } from './product-pictures';

describe('product pictures', () => {
  it('names a style picture by its type and a size picture by its product, in lower case', () => {
    expect(stylePicture('hardcover')).toEqual({ file: 'style-hardcover.webp', width: 640, height: 320 });
    expect(sizePicture('BOOK-HC-20X20')).toEqual({ file: 'size-book-hc-20x20.webp', ...SIZE_PICTURE });
  });

  it('serves them under the web app, or under another base', () => {
    expect(pictureUrl(stylePicture('layflat'))).toBe('/webapp/product-pictures/style-layflat.webp');
    expect(pictureUrl(sizePicture('CAL-DESK'), '/x/')).toBe('/x/size-cal-desk.webp');
  });

  it('refuses a code that could leave the folder', () => {
    expect(() => sizePicture('../secret')).toThrow();
    expect(() => stylePicture('')).toThrow();
  });

  it('scales a category so its largest product fills the picture', () => {
    const scale = sizeScale(
      [
        { width: 200, height: 200 },
        { width: 297, height: 210 },
        { width: 300, height: 300 },
      ],
      270,
    );
    expect(scale).toBeCloseTo(0.9);
    expect(() => sizeScale([], 270)).toThrow();
  });
});
