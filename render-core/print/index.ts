/** The print entry: a book to a print-ready PDF (pdf-lib). Import it only where PDFs are made. */
export { type PrintInputs, type PrintPart, renderPrintPdf } from './render-print-pdf';
export { MARKS_MARGIN_MM, OUTPUT_CONDITION } from './pdf-x';
export { srgbIccProfile } from './srgb-icc';
