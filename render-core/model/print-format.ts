import type { Page } from './page';
import type { ProductSpec } from './product';

/** The trim of one page: the product's, or for a turned print the product's turned a quarter. */
export function pageTrim(
  product: ProductSpec,
  page: Pick<Page, 'turned'>,
): { width: number; height: number } {
  const { width, height } = product.trim;
  return product.kind === 'print' && page.turned ? { width: height, height: width } : { width, height };
}

/** Whether a photo of this size suits the print's shape (a square photo suits either). */
export function photoSuitsPrint(
  photo: { width: number; height: number },
  trim: { width: number; height: number },
): boolean {
  if (photo.width === photo.height || trim.width === trim.height) return true;
  return photo.width > photo.height === trim.width > trim.height;
}
