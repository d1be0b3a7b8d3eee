/** The print entry: a book to a print-ready PDF (pdf-lib). Import it only where PDFs are made. */
export { type PrintInputs, renderPrintPdf } from './render-print-pdf';
