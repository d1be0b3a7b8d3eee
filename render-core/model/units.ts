/**
 * Units are types: a millimetre is not a point is not a pixel. The brand exists only at compile
 * time, so values stay plain numbers in JSON and in the database.
 */
declare const unit: unique symbol;
type Unit<Name extends string> = number & { readonly [unit]: Name };

export type Mm = Unit<'mm'>;
export type Pt = Unit<'pt'>;
export type Px = Unit<'px'>;
export type Dpi = Unit<'dpi'>;

export const mm = (value: number) => value as Mm;
export const pt = (value: number) => value as Pt;
export const px = (value: number) => value as Px;
export const dpi = (value: number) => value as Dpi;

export const MM_PER_INCH = 25.4;
export const PT_PER_INCH = 72;

export const mmToPt = (value: Mm): Pt => pt((value / MM_PER_INCH) * PT_PER_INCH);
export const ptToMm = (value: Pt): Mm => mm((value / PT_PER_INCH) * MM_PER_INCH);
/** Pixels a length needs at a print resolution. */
export const mmToPx = (value: Mm, resolution: Dpi): Px => px((value / MM_PER_INCH) * resolution);
/** The resolution a number of pixels gives over a printed length. */
export const effectiveDpi = (pixels: Px, printed: Mm): Dpi => dpi(pixels / (printed / MM_PER_INCH));
