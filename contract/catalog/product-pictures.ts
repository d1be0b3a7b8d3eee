/**
 * Pictures of real books, calendars and prints, painted by render-core from the fixture photos by
 * `npm run pictures` (scripts/product-pictures.ts) and committed under public/product-pictures,
 * which the server serves under /webapp/. The web app and the marketing site both show them.
 */
export const PRODUCT_PICTURES_URL = '/webapp/product-pictures/';

/** Pixel sizes, twice the CSS size they show at on a phone. */
export const STYLE_PICTURE = { width: 640, height: 320 } as const;
export const SIZE_PICTURE = { width: 320, height: 320 } as const;

export interface ProductPicture {
  /** The file name under PRODUCT_PICTURES_URL. */
  file: string;
  width: number;
  height: number;
}

const safe = (code: string) => {
  if (!/^[A-Za-z0-9-]+$/.test(code)) throw new Error(`not a product code: ${code}`);
  return code.toLowerCase();
};

/** A style (catalog type: softcover, hardcover, layflat, wall, ...): its cover beside an open spread. */
export function stylePicture(typeCode: string): ProductPicture {
  return { file: `style-${safe(typeCode)}.webp`, ...STYLE_PICTURE };
}

/** A size (catalog product): its cover drawn to scale with the other sizes of its category. */
export function sizePicture(productCode: string): ProductPicture {
  return { file: `size-${safe(productCode)}.webp`, ...SIZE_PICTURE };
}

/** The address of a picture, under the web app's base. */
export function pictureUrl(picture: ProductPicture, base = PRODUCT_PICTURES_URL): string {
  return `${base}${picture.file}`;
}

/**
 * Millimetres to pixels for a category's size pictures: its largest product fills `fill` of the
 * picture, so the others show at their true size beside it.
 */
export function sizeScale(trims: readonly { width: number; height: number }[], fill: number): number {
  const largest = Math.max(...trims.map((t) => Math.max(t.width, t.height)));
  if (!(largest > 0)) throw new Error('no sizes to scale');
  return fill / largest;
}
