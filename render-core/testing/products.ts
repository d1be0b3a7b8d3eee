import { type ProductSpec, productSpecSchema } from '../model/product';

/** Catalog-shaped product specs for tests and benchmarks (the catalog itself lives on the server). */
export const squareBook: ProductSpec = productSpecSchema.parse({
  code: 'BOOK-SC-20X20',
  kind: 'book',
  trim: { width: 200, height: 200 },
  bleed: 3,
  safeMargin: 10,
  minDpi: 100,
  recommendedDpi: 200,
  pages: { min: 20, max: 100, step: 2 },
});

export const landscapeBook: ProductSpec = productSpecSchema.parse({
  ...squareBook,
  code: 'BOOK-SC-A4L',
  trim: { width: 297, height: 210 },
});

export const wallCalendar: ProductSpec = productSpecSchema.parse({
  code: 'CAL-WALL-A4',
  kind: 'calendar',
  trim: { width: 210, height: 297 },
  bleed: 3,
  safeMargin: 8,
  minDpi: 100,
  recommendedDpi: 200,
  pages: { min: 13, max: 13, step: 1 },
});

export const photoPrint: ProductSpec = productSpecSchema.parse({
  code: 'PRINT-GL-6X4',
  kind: 'print',
  trim: { width: 152, height: 102 },
  bleed: 2,
  safeMargin: 4,
  minDpi: 120,
  recommendedDpi: 250,
  pages: { min: 1, max: 1, step: 1 },
});
